import type { RequestError } from 'remote-kit';

/** The API answers an unknown listing slug with a `not_found` field error on `slug` (with a 400 or a 200). */
export function isSlugNotFound(error: RequestError | null | undefined): boolean {
  return !!error?.fieldErrors.some((fieldError) => fieldError.field === 'slug' && fieldError.key === 'not_found');
}
