// Document uploads (photos and receipts for order feedback): POST /api/uploads receives up to five files
// from a signed-in shopper on the store's own pages, refuses anything that is not a JPEG, PNG or WebP
// image or a PDF by its bytes (whatever its name or declared type), and hands the batch to the commerce
// API, which stores it. GET /api/uploads/:id serves a document back to its owner only, as data that
// never runs: its detected type, nosniff, a policy allowing nothing, and PDFs as attachments.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_LIMITS, contentDisposition, detectDocumentType, type DocumentType } from '../../../api/src/domain/documents.js';
import { failure, type GatewayMessageKey } from './messages.js';
import { originCheck, requestLanguage, type RouteDeps } from './route-kit.js';

export interface UploadRouteOptions extends RouteDeps {
  /** The commerce API's document door (/internal/documents) and the secret it trusts the gateway by. */
  documents: { apiUrl: string; gatewaySecret: string };
}

interface ReceivedFile {
  name: string;
  type: DocumentType;
  bytes: Buffer;
}

const LIMITS = {
  files: DOCUMENT_LIMITS.filesPerRequest,
  fileSize: DOCUMENT_LIMITS.maxBytes,
  fields: 0,
  parts: DOCUMENT_LIMITS.filesPerRequest,
  fieldNameSize: 100,
  headerPairs: 20,
};

const refuse = (reply: FastifyReply, status: number, key: GatewayMessageKey, errors: { field: string; key: GatewayMessageKey }[] = []) =>
  reply.code(status).header('cache-control', 'no-store').send(failure(key, errors));

export default async function uploadRoutes(app: FastifyInstance, options: UploadRouteOptions): Promise<void> {
  // multipart bodies are parsed in this scope only, and only when a handler asks for the parts
  await app.register(multipart, { limits: LIMITS });
  const fromStore = originCheck(options.storeOrigin);
  const door = new URL('/internal/documents', options.documents.apiUrl);

  async function callApi(request: FastifyRequest, path: string, token: string, init: { method: 'GET' | 'POST'; body?: FormData }): Promise<Response | null> {
    const language = requestLanguage(request);
    try {
      return await fetch(new URL(path, door), {
        method: init.method,
        headers: {
          'x-gateway-secret': options.documents.gatewaySecret,
          authorization: `Bearer ${token}`,
          'x-client-ip': request.ip,
          ...(language ? { 'accept-language': language } : {}),
        },
        ...(init.body ? { body: init.body } : {}),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      request.log.error({ err: error }, 'documents: commerce API unreachable');
      return null;
    }
  }

  // the Origin is checked before the session and the body: another site learns nothing here
  app.post('/uploads', { onRequest: fromStore }, async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return refuse(reply, 401, 'unauthorized');

    const { RequestFileTooLargeError, FilesLimitError, PartsLimitError, FieldsLimitError, InvalidMultipartContentTypeError } = app.multipartErrors;
    const files: ReceivedFile[] = [];
    const unsupported: { field: string; key: GatewayMessageKey }[] = [];
    let index = 0;
    try {
      for await (const part of request.parts({ limits: LIMITS })) {
        if (part.type !== 'file') continue;
        const field = `files.${index}`;
        index += 1;
        const bytes = await part.toBuffer();
        // what the bytes are decides, never the name or the declared type
        const type = detectDocumentType(bytes);
        if (type) files.push({ name: part.filename, type, bytes });
        else unsupported.push({ field, key: 'unsupported_file_type' });
      }
    } catch (error) {
      if (error instanceof RequestFileTooLargeError) return refuse(reply, 413, 'file_too_large', [{ field: `files.${index - 1}`, key: 'file_too_large' }]);
      if (error instanceof FilesLimitError || error instanceof PartsLimitError) return refuse(reply, 413, 'too_many_files', [{ field: 'files', key: 'too_many_files' }]);
      if (error instanceof FieldsLimitError) return refuse(reply, 400, 'invalid_input', [{ field: 'files', key: 'invalid_value' }]);
      if (error instanceof InvalidMultipartContentTypeError) return refuse(reply, 415, 'invalid_input', [{ field: 'files', key: 'field_required' }]);
      throw error;
    }
    if (unsupported.length > 0) return refuse(reply, 415, 'unsupported_file_type', unsupported);
    if (files.length === 0) return refuse(reply, 400, 'invalid_input', [{ field: 'files', key: 'field_required' }]);

    const form = new FormData();
    for (const file of files) form.append('files', new Blob([file.bytes], { type: file.type }), file.name);
    const answer = await callApi(request, door.pathname, session.token, { method: 'POST', body: form });
    if (!answer) return refuse(reply, 502, 'operation_failed');
    const body = await answer.json().catch(() => null);
    // forbidden would mean the two secrets differ: a deployment fault, not the shopper's
    if (!body || answer.status === 403 || answer.status >= 500) {
      request.log.error({ status: answer.status }, 'documents: upload refused by the commerce API');
      return refuse(reply, 502, 'operation_failed');
    }
    if (answer.status === 429) reply.header('retry-after', '86400');
    return reply.code(answer.status).header('cache-control', 'no-store').send(body);
  });

  app.get<{ Params: { id: string } }>('/uploads/:id', { onRequest: fromStore }, async (request, reply) => {
    const { session } = await app.storeSession(request, reply);
    if (!session) return refuse(reply, 401, 'unauthorized');
    if (!/^[1-9]\d{0,9}$/.test(request.params.id)) return refuse(reply, 404, 'not_found');
    const answer = await callApi(request, `${door.pathname}/${request.params.id}`, session.token, { method: 'GET' });
    if (!answer) return refuse(reply, 502, 'operation_failed');
    if (answer.status === 404 || answer.status === 401) {
      await answer.body?.cancel();
      return refuse(reply, answer.status, answer.status === 404 ? 'not_found' : 'unauthorized');
    }
    const bytes = Buffer.from(await answer.arrayBuffer());
    const type = detectDocumentType(bytes);
    // served only as what the bytes are, and only when that is what the API says they are
    if (answer.status !== 200 || !type || answer.headers.get('content-type') !== type) {
      request.log.error({ status: answer.status }, 'documents: unexpected answer from the commerce API');
      return refuse(reply, 502, 'operation_failed');
    }
    const name = safeDecode(answer.headers.get('x-document-name'));
    return reply
      .header('content-type', type)
      .header('content-disposition', contentDisposition(type === 'application/pdf' ? 'attachment' : 'inline', name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
}

function safeDecode(value: string | null): string {
  try {
    return value ? decodeURIComponent(value) : 'document';
  } catch {
    return 'document';
  }
}
