// Documents a shopper uploads (photos of an order, receipts, for order feedback): which types, how big
// and how many. The gateway and the API decide a file's type by its bytes; the browser checks what it
// can before sending (the type the file says it is and its size), so a shopper hears at once.

export const DOCUMENT_LIMITS = {
  /** Files in one upload request. */
  filesPerRequest: 5,
  /** Bytes per file: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** Documents one shopper may upload in a rolling day. */
  perDay: 30,
  /** Documents attached to one feedback. */
  perFeedback: 5,
} as const;

export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Extensions a file picker offers (`.jpg`, `.jpeg`, ...) besides the types themselves. */
const PICKER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'] as const;

/** The `accept` attribute of a file input for documents. */
export const DOCUMENT_ACCEPT = [...DOCUMENT_TYPES, ...PICKER_EXTENSIONS].join(',');

export type DocumentFileProblem = 'unsupported_file_type' | 'file_too_large';

/**
 * What is wrong with a file before it is sent, judged by what the browser knows of it: its declared type
 * (or, when the system gives none, its extension) and its size. The server judges the bytes again.
 */
export function documentFileProblem(file: { name?: string; type: string; size: number }): DocumentFileProblem | null {
  const declared = file.type.toLowerCase();
  const extension = /\.([a-z0-9]{1,5})$/i.exec(file.name ?? '')?.[1]?.toLowerCase();
  const known = declared === '' ? extension !== undefined && (PICKER_EXTENSIONS as readonly string[]).includes(`.${extension}`) : isDocumentType(declared);
  // an empty file has no bytes to be an image or a PDF by
  if (!known || !(file.size > 0)) return 'unsupported_file_type';
  if (file.size > DOCUMENT_LIMITS.maxBytes) return 'file_too_large';
  return null;
}
