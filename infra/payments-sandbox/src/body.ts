// Request bodies as the provider takes them: JSON with nested objects, or form-encoded with bracket
// keys (`source[type]=token`, `metadata[split]=...`) turned into the same nested shape. A body that
// cannot be read is refused with a fixed message: parser messages quote the input, card data included.
import { ProviderError } from './errors.js';

export type Body = Record<string, unknown>;

const MAX_DEPTH = 3;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function malformed(what: string): ProviderError {
  return new ProviderError(400, { type: 'invalid_request_error', message: `The request body is not valid ${what}`, errors: null });
}

/** `source[type]` → ["source", "type"]; `source['type']` as well; null when the key is not of that form. */
export function splitBracketKey(key: string): string[] | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return null;
  const path = [match[1]!];
  for (const part of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) {
    path.push(part[1]!.replace(/^(['"])(.*)\1$/, '$2'));
  }
  return path;
}

export function parseFormBody(text: string): Body {
  const body: Body = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = splitBracketKey(key);
    if (!path || path.length > MAX_DEPTH || path.some((part) => part === '' || UNSAFE_KEYS.has(part))) throw malformed('form data');
    let node: Body = body;
    for (const part of path.slice(0, -1)) {
      const next = Object.hasOwn(node, part) ? node[part] : (node[part] = {});
      if (typeof next !== 'object' || next === null) throw malformed('form data');
      node = next as Body;
    }
    const last = path[path.length - 1]!;
    if (Object.hasOwn(node, last) && typeof node[last] === 'object') throw malformed('form data');
    node[last] = value;
  }
  return body;
}

export function parseJsonBody(text: string): Body {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw malformed('JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed('JSON');
  return value as Body;
}

export function isObject(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A whole number given as a JSON number or as digits; undefined when it is neither. */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** true/false as JSON booleans or the strings a form sends; undefined when it is neither. */
export function flag(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

export function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const METADATA_KEYS = 30;
const METADATA_KEY_LENGTH = 40;
const METADATA_VALUE_LENGTH = 500;

/** Metadata as the provider limits it: up to 30 keys of 40 characters, values of 500; scalars only. */
export function readMetadata(value: unknown, report: (message: string) => void): Record<string, unknown> | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isObject(value)) {
    report('must be an object of keys and values');
    return null;
  }
  const entries = Object.entries(value);
  if (entries.length > METADATA_KEYS) report(`must have at most ${METADATA_KEYS} keys`);
  for (const [key, item] of entries) {
    if (key.length > METADATA_KEY_LENGTH) report(`keys must be at most ${METADATA_KEY_LENGTH} characters`);
    const scalar = typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
    if (!scalar) report('values must be text, numbers or booleans');
    else if (String(item).length > METADATA_VALUE_LENGTH) report(`values must be at most ${METADATA_VALUE_LENGTH} characters`);
  }
  return { ...value };
}
