import { CombinedGraphQLErrors, ServerError } from '@apollo/client';

interface ErrorEntry {
  extensions?: { fieldErrors?: { field?: string; key?: string }[] } | Record<string, unknown>;
}

/** GraphQL errors, whether they came with a 200 or (as input errors do) with a 400 status. */
function graphQLErrors(error: unknown): readonly ErrorEntry[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: ErrorEntry[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
}

/** The API answers an unknown listing slug with a `not_found` field error on `slug`. */
export function isSlugNotFound(error: unknown): boolean {
  return graphQLErrors(error).some((entry) => {
    const fieldErrors = (entry.extensions?.fieldErrors ?? []) as { field?: string; key?: string }[];
    return fieldErrors.some((fieldError) => fieldError.field === 'slug' && fieldError.key === 'not_found');
  });
}
