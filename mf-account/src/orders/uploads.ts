// Sending documents (photos, PDFs) to the gateway's POST /api/uploads, which checks each file's bytes
// and stores it for the signed-in shopper. A multipart body, so not remote-kit's JSON helper, but the
// same rules: the store's own origin and session cookie only, the page language, and every refusal
// thrown as a RequestError carrying the refused files' message keys (`files.0`, `files.1`, ...).
import i18next from 'i18next';
import { OPERATION_FAILED, RequestError } from 'remote-kit';
import { DOCUMENT_LIMITS, documentFileProblem, type DocumentFileProblem } from 'shared-domain';

export const UPLOADS_PATH = '/api/uploads';

export interface UploadedDocument {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  /** Where the shopper downloads it: /api/uploads/{id}. */
  url: string;
}

export async function uploadDocuments(files: readonly File[], signal?: AbortSignal): Promise<UploadedDocument[]> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch(UPLOADS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      mode: 'same-origin',
      headers: { accept: 'application/json', lang: i18next.language === 'en' ? 'en' : 'ar' },
      body,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new RequestError(OPERATION_FAILED, { cause: error, request: `POST ${UPLOADS_PATH}` });
  }
  const parsed = (await response.json().catch(() => undefined)) as { success?: boolean; documents?: UploadedDocument[] } | undefined;
  if (!response.ok || parsed?.success !== true || !Array.isArray(parsed.documents)) {
    throw RequestError.fromResult(parsed, response.status, response.headers.get('retry-after'), `POST ${UPLOADS_PATH}`);
  }
  return parsed.documents;
}

export type FileRefusal = DocumentFileProblem | 'too_many_documents';

/**
 * Which of the chosen files can be sent, given how many are attached already: each file's own problem
 * (type, size) first, then the ones beyond the feedback's limit.
 */
export function screenFiles(files: readonly File[], attached: number): { accepted: File[]; refused: { name: string; key: FileRefusal }[] } {
  const accepted: File[] = [];
  const refused: { name: string; key: FileRefusal }[] = [];
  for (const file of files) {
    const problem = documentFileProblem(file);
    if (problem) refused.push({ name: file.name, key: problem });
    else if (attached + accepted.length >= DOCUMENT_LIMITS.perFeedback) refused.push({ name: file.name, key: 'too_many_documents' });
    else accepted.push(file);
  }
  return { accepted, refused };
}
