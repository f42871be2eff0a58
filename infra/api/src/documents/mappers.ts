// Document rows to the GraphQL (and upload answer) shape.
import type { Document } from '../generated/graphql.js';
import type { DocumentRow } from './documents-repository.js';

/** Where the gateway serves a document to its owner (infra/gateway/src/api/upload-routes.ts). */
export const documentUrl = (id: number): string => `/api/uploads/${id}`;

export function toDocument(row: DocumentRow): Document {
  return {
    id: String(row.id),
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size_bytes,
    sha256: row.sha256,
    url: documentUrl(row.id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
