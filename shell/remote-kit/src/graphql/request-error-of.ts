// Apollo's errors as the storefront's RequestError: a GraphQL error carries the API's message key,
// texts and field errors in its extensions (whether it came with a 200 or, as input errors do, a
// 400); an HTTP error the status and, from the gateway, its own failure body; anything else (no
// answer, an unreadable one) is `operation_failed`.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { OPERATION_FAILED, RequestError } from '../request/request-error';
import { requestErrorOfGraphQL as fromGraphQLErrors, type GraphQLErrorEntry } from '../request/graphql-errors';

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
