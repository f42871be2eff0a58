// The gateway's door for document bytes, which do not belong in GraphQL: POST /internal/documents stores
// a multipart batch of files, GET /internal/documents/:id answers one back. Both answer only requests
// carrying the gateway's secret and a shopper's bearer token; the gateway has already refused bad files,
// and every rule (count, size, type by magic bytes) is checked here again before anything is stored.
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiConfig } from '../config.js';
import type { Viewer } from '../context.js';
import { DOCUMENT_LIMITS, detectDocumentType, sanitiseFileName } from '../domain/documents.js';
import { fail, fieldError, ok, type FieldError, type MessageKey } from '../messages.js';
import { resolveViewer, secretMatches } from '../plugins/auth.js';
import type { Repositories } from '../plugins/repositories.js';
import type { NewDocument } from './documents-repository.js';
import { toDocument } from './mappers.js';

export interface DocumentRouteOptions {
  config: ApiConfig;
  repos: Repositories;
}

function refuse(reply: FastifyReply, status: number, key: MessageKey, errors: FieldError[] = []) {
  return reply.code(status).send({ ...fail(key, errors), documents: [] });
}

export async function documentRoutes(app: FastifyInstance, options: DocumentRouteOptions): Promise<void> {
  const { config, repos } = options;
  const owners = new WeakMap<FastifyRequest, Viewer>();
  // only this scope parses multipart bodies; the limits are given again per request below
  await app.register(multipart, { limits: { files: DOCUMENT_LIMITS.filesPerRequest, fileSize: DOCUMENT_LIMITS.maxBytes, fields: 0 } });

  // who may call, decided before a byte of the body is read
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!secretMatches(request.headers['x-gateway-secret'], config.gatewaySecret)) return refuse(reply, 403, 'forbidden');
    const viewer = await resolveViewer(request, config, repos);
    if (!viewer) return refuse(reply, 401, 'unauthorized');
    owners.set(request, viewer);
  });

  app.post('/internal/documents', async (request, reply) => {
    const owner = owners.get(request)!;
    const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError, InvalidMultipartContentTypeError } = app.multipartErrors;
    const files: NewDocument[] = [];
    const errors: FieldError[] = [];
    let index = 0;
    try {
      const parts = request.parts({
        limits: { files: DOCUMENT_LIMITS.filesPerRequest, fileSize: DOCUMENT_LIMITS.maxBytes, fields: 0, parts: DOCUMENT_LIMITS.filesPerRequest },
      });
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        const field = `files.${index}`;
        index += 1;
        const bytes = await part.toBuffer();
        const type = detectDocumentType(bytes);
        if (!type) {
          errors.push(fieldError(field, 'unsupported_file_type'));
          continue;
        }
        files.push({ bytes, contentType: type, fileName: sanitiseFileName(part.filename, type), sha256: createHash('sha256').update(bytes).digest('hex') });
      }
    } catch (error) {
      if (error instanceof RequestFileTooLargeError) return refuse(reply, 413, 'file_too_large', [fieldError(`files.${index - 1}`, 'file_too_large')]);
      if (error instanceof FilesLimitError || error instanceof PartsLimitError) return refuse(reply, 413, 'too_many_files', [fieldError('files', 'too_many_files')]);
      if (error instanceof FieldsLimitError) return refuse(reply, 400, 'invalid_input', [fieldError('files', 'invalid_value')]);
      if (error instanceof InvalidMultipartContentTypeError) return refuse(reply, 415, 'invalid_input', [fieldError('files', 'field_required')]);
      throw error;
    }
    if (errors.length > 0) return refuse(reply, 415, 'unsupported_file_type', errors);
    if (files.length === 0) return refuse(reply, 400, 'invalid_input', [fieldError('files', 'field_required')]);
    const stored = await repos.documents.store(owner.userId, files, DOCUMENT_LIMITS.perDay);
    if (stored.kind === 'quota') return refuse(reply, 429, 'upload_quota_exceeded', [fieldError('files', 'upload_quota_exceeded')]);
    return reply.code(201).send({ ...ok('documents_uploaded'), documents: stored.documents.map(toDocument) });
  });

  app.get<{ Params: { id: string } }>('/internal/documents/:id', async (request, reply) => {
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : null;
    const found = id !== null && id <= 2_147_483_647 ? await repos.documents.content(owners.get(request)!.userId, id) : null;
    if (!found) return refuse(reply, 404, 'not_found');
    return reply
      .header('content-type', found.content_type)
      .header('x-document-name', encodeURIComponent(found.file_name))
      .header('x-document-sha256', found.sha256)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(found.bytes);
  });
}
