// Apollo's errors as the storefront's RequestError: a GraphQL error carries the API's message key,
// texts and field errors in its extensions (whether it came with a 200 or, as input errors do, a
// 400); an HTTP error the status and, from the gateway, its own failure body; anything else (no
// answer, an unreadable one) is `operation_failed`.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { OPERATION_FAILED, RequestError, type RequestFieldError } from '../request/request-error';

interface GraphQLErrorEntry {
  message?: unknown;
  extensions?: { key?: unknown; arMessage?: unknown; fieldErrors?: unknown } | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function fromGraphQLErrors(errors: readonly GraphQLErrorEntry[], status: number | null, cause: unknown): RequestError {
  const first = errors[0];
  const extensions = first?.extensions ?? {};
  const fieldErrors: RequestFieldError[] = errors.flatMap((entry) =>
    (Array.isArray(entry.extensions?.fieldErrors) ? (entry.extensions.fieldErrors as unknown[]) : []).flatMap((value) => {
      const { field, key, message, arMessage } = (value ?? {}) as Record<string, unknown>;
      const name = text(field);
      const errorKey = text(key);
      return name && errorKey ? [{ field: name, key: errorKey, texts: { en: text(message), ar: text(arMessage) } }] : [];
    }),
  );
  const texts = { en: text(first?.message), ar: text(extensions.arMessage) };
  return new RequestError(text(extensions.key) ?? (status === 401 ? 'unauthorized' : OPERATION_FAILED), {
    status,
    fieldErrors,
    texts: texts.en || texts.ar ? texts : null,
    cause,
  });
}

/** Any error a GraphQL call can end with, as a RequestError (a RequestError is passed on as is). */
export function toRequestError(error: unknown): RequestError {
  if (error instanceof RequestError) return error;
  if (CombinedGraphQLErrors.is(error)) return fromGraphQLErrors(error.errors as readonly GraphQLErrorEntry[], 200, error);
  if (ServerError.is(error)) {
    let body: unknown;
    try {
      body = JSON.parse(error.bodyText);
    } catch {
      body = undefined;
    }
    const graphQLErrors = (body as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(graphQLErrors) && graphQLErrors.length > 0) return fromGraphQLErrors(graphQLErrors as GraphQLErrorEntry[], error.statusCode, error);
    const refused = RequestError.fromResult(body, error.statusCode);
    return new RequestError(refused.key, { status: refused.status, fieldErrors: refused.fieldErrors, texts: refused.texts, retryAfter: refused.retryAfter, cause: error });
  }
  return new RequestError(OPERATION_FAILED, { cause: error });
}
