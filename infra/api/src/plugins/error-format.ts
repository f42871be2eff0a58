// Every GraphQL error leaves with a message key and its Arabic text; type errors name their field.
import mercurius from 'mercurius';
import type { ExecutionResult } from 'graphql';
import { messages, type MessageKey } from '../messages.js';

interface JsonError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

const VARIABLE = /^Variable "\$([^"]+)" (?:got invalid value .*?(?: at "([^"]+)")?;|of required type .* was not provided|of non-null type .* must not be null)/s;
/** A required field missing inside an input object variable. */
const MISSING_FIELD = /; Field "([^"]+)" of required type .* was not provided/s;
const ARGUMENT = /^(?:Argument "([^"]+)"|Expected value of type ".*?", found|Field "([^"]+)" of required type|Expected type ".*?"|Int cannot represent|Float cannot represent|String cannot represent|Boolean cannot represent|Enum "[^"]+" cannot represent|Value ".*?" does not exist)/s;

/** Our validation rules' texts, recognised again after the GraphQL layer dropped their extensions. */
const KEY_BY_TEXT = new Map<string, MessageKey>(
  Object.entries(messages).map(([key, text]): [string, MessageKey] => [text.en, key as MessageKey]),
);

/** GraphQL's "Did you mean …?" hints name fields, arguments, types and enum values the caller did not ask for. */
const SUGGESTION = /\s*Did you mean .*$/s;

export function withoutSuggestions(text: string): string {
  return text.replace(SUGGESTION, '');
}

function describe(error: JsonError, production: boolean): { key: MessageKey; field?: string; message?: string } {
  const known = KEY_BY_TEXT.get(error.message);
  if (known) return { key: known };
  const variable = VARIABLE.exec(error.message);
  if (variable) {
    // one path style with our own field errors: data[0].seller → data.0.seller
    const base = (variable[2] ?? variable[1]!).replace(/\[(\d+)\]/g, '.$1');
    const missing = MISSING_FIELD.exec(error.message);
    const field = missing ? `${base}.${missing[1]}` : base;
    const key: MessageKey = /was not provided|must not be null/.test(error.message) ? 'field_required' : 'invalid_type';
    return { key, field };
  }
  const argument = ARGUMENT.exec(error.message);
  if (argument) return { key: 'invalid_type', ...(argument[1] || argument[2] ? { field: (argument[1] ?? argument[2])! } : {}) };
  // without a path the request itself was refused (syntax, validation): its text helps the caller,
  // but in production not with the schema's other names
  if (!error.path) return { key: 'invalid_input', message: production ? withoutSuggestions(error.message) : error.message };
  // anything else is ours: hide its text in production
  return production ? { key: 'operation_failed' } : { key: 'operation_failed', message: error.message };
}

export function formatErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: Parameters<typeof mercurius.defaultErrorFormatter>[1],
  production: boolean,
) {
  const formatted = mercurius.defaultErrorFormatter(execution, context);
  const response = formatted.response as { data: unknown; errors?: JsonError[] };
  response.errors = (response.errors ?? []).map((error) => {
    const extensions = error.extensions ?? {};
    if (typeof extensions.key === 'string') return error;
    const { key, field, message } = describe(error, production);
    const text = messages[key];
    return {
      ...error,
      message: message ?? text.en,
      extensions: {
        code: key === 'operation_failed' ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT',
        ...extensions,
        key,
        arMessage: text.ar,
        ...(field ? { fieldErrors: [{ field, key, message: text.en, arMessage: text.ar }] } : {}),
        ...(message && message !== text.en ? { detail: message } : {}),
      },
    };
  });
  return formatted;
}
