// What an uploaded document is, decided by its first bytes (never by its name or declared type), how
// big it and a batch of them may be, and the file name it is stored and downloaded under.

// The limits and types are shared-domain's: the order page checks them before sending, the gateway and
// this API again on the bytes.
import { DOCUMENT_EXTENSIONS, type DocumentType } from 'shared-domain';

export { DOCUMENT_EXTENSIONS, DOCUMENT_LIMITS, type DocumentType } from 'shared-domain';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The document type of these bytes, or null for anything that is not a JPEG, PNG, WebP image or PDF.
 * The signature must open the file: an HTML page, an SVG or a program with an image's name is null.
 */
export function detectDocumentType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

const MAX_NAME = 100;
// C0/C1 controls, and the bidirectional marks that can make "gpj.exe" read as "exe.jpg"
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
// characters file systems or a Content-Disposition header give meaning to
const RESERVED = /["*:<>?|;\\/]/g;

/**
 * The name a document is stored and downloaded under: the last path segment of what the browser sent,
 * without control, bidirectional or reserved characters, at most 100 characters, ending in the
 * extension of the detected type (whatever extension it came with).
 */
export function sanitiseFileName(raw: string | null | undefined, type: DocumentType): string {
  const extension = DOCUMENT_EXTENSIONS[type];
  const last = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let base = last.normalize('NFC').replace(UNSAFE, '').replace(RESERVED, '_').replace(/\s+/g, ' ').trim();
  // the extension it came with goes: the type decides the extension
  base = base.replace(/\.[^.]{1,10}$/, '').replace(/^[.\s]+|[.\s]+$/g, '');
  const room = MAX_NAME - extension.length - 1;
  const chars = [...base];
  if (chars.length > room) base = chars.slice(0, room).join('').trim();
  return `${base || 'document'}.${extension}`;
}

/** `Content-Disposition` for a download: an ASCII fallback name and the exact one (RFC 6266, RFC 8187). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
