// A GraphQL operation sent as text with plain fetch, for reads that must not wait for the GraphQL
// client and parser (about 85 KB of gzip): the catalog's light reader (ADR 013) and the reads a page
// asks for while the client is still downloading (the checkout's open checkout). The same request as
// the client's: the static API key, the page language, the session cookie, and a lapsed session
// reported on the page bus. An answer with errors is a failure, read as a RequestError with the API's
// key and field errors.
import { STOREFRONT_API_KEY } from './api-key';
import { requestErrorOfGraphQL, type GraphQLErrorEntry } from './graphql-errors';
import { OPERATION_FAILED, RequestError } from './request-error';
import { reportSessionLapse } from './session-lapse';

/** The name of the document's operation (generated documents start with it, fragments after). */
const OPERATION_NAME = /^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/m;

export async function postGraphQLText(query: string, variables: unknown, language: 'ar' | 'en'): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': STOREFRONT_API_KEY, lang: language },
      // named as the client names its operations
      body: JSON.stringify({ operationName: OPERATION_NAME.exec(query)?.[1], query, variables }),
    });
  } catch (error) {
    throw new RequestError(OPERATION_FAILED, { cause: error });
  }
  // the session lapsed on the way (this answer is a guest's): the shell hears it and says so
  reportSessionLapse(response.headers, 'graphql');
  const body = (await response.json().catch(() => null)) as { data?: unknown; errors?: GraphQLErrorEntry[] } | null;
  if (Array.isArray(body?.errors) && body.errors.length > 0) throw requestErrorOfGraphQL(body.errors, response.status);
  if (!response.ok || !body?.data) throw new RequestError(OPERATION_FAILED, { status: response.status });
  return body.data;
}
