// What every /api route file shares: the Origin check, the request language, how an API result
// becomes an HTTP answer, and how a body refused by its zod schema becomes bilingual field errors.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiClient } from './api-client.js';
import type { CategoryLists } from './category-lists.js';
import { failure, isGatewayMessageKey, type GatewayMessageKey } from './messages.js';
import { fromStorePage } from './origin.js';

/** The result shape of the API's mutations (success, key, texts in both languages, field errors). */
export interface ApiResult {
  success: boolean;
  key: string;
  message: string;
  arMessage: string;
  errors: { field: string; key: string; message: string; arMessage: string }[];
  retryAfter?: number | null;
}

export interface RouteDeps {
  api: ApiClient;
  /** The store's own origin, for the Origin check and links the API sends (reset mails). */
  storeOrigin: string;
  /** Cookies are Secure outside a localhost store. */
  secure: boolean;
  sessionSecret: string;
  /** The public category lists, shared with the page's server-rendered footer. */
  categoryLists: CategoryLists;
}

/** CSRF: state-changing routes answer only the store's own pages. Use as a preHandler. */
export function originCheck(storeOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromStorePage(request, storeOrigin)) return reply.code(403).send(failure('invalid_origin'));
  };
}

/** The shopper's language as the page sends it (the `lang` header), else Accept-Language. */
export function requestLanguage(request: FastifyRequest): string | undefined {
  const lang = request.headers.lang;
  return typeof lang === 'string' ? lang : request.headers['accept-language'];
}

export function statusFor(result: Pick<ApiResult, 'success' | 'key'>): number {
  if (result.success) return 200;
  switch (result.key) {
    case 'too_many_attempts': return 429;
    case 'invalid_credentials': case 'unauthorized': case 'session_expired': return 401;
    case 'forbidden': case 'account_inactive': return 403;
    case 'not_found': return 404;
    default: return 400;
  }
}

/** Sends an API result with its status; a throttled one says when to try again. */
export function sendResult(reply: FastifyReply, result: ApiResult) {
  if (result.retryAfter) reply.header('retry-after', String(result.retryAfter));
  return reply.code(statusFor(result)).send(result);
}

/** The message key of a refused field: the schema's own message when it names one, else by kind. */
function fieldKey(code: string, message: string, params: Record<string, unknown>): GatewayMessageKey {
  if (isGatewayMessageKey(message)) return message;
  if (code === 'too_big') return 'field_too_long';
  if (code === 'too_small') return 'field_too_short';
  if (code === 'invalid_type') return params.input === undefined && /received undefined/.test(message) ? 'field_required' : 'invalid_type';
  return 'invalid_value';
}

/**
 * A body that fails its route's zod schema answers 400 with one field error per problem, in both
 * languages, before the handler runs. Returns null for errors that are not validation errors.
 */
export function validationAnswer(error: FastifyError, reply: FastifyReply) {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const errors = error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)',
    key: fieldKey(issue.keyword, issue.message ?? '', issue.params as Record<string, unknown>),
  }));
  return reply.code(400).send(failure('invalid_input', errors));
}
