import { toRequestError } from 'remote-kit/graphql';

/** The API answers an unknown listing slug with a `not_found` field error on `slug` (with a 400 or a 200). */
export function isSlugNotFound(error: unknown): boolean {
  if (!error) return false;
  return toRequestError(error).fieldErrors.some((fieldError) => fieldError.field === 'slug' && fieldError.key === 'not_found');
}
