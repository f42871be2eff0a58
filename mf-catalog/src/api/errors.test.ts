import { OPERATION_FAILED, RequestError, requestErrorOfGraphQL } from 'remote-kit';
import { isSlugNotFound } from './errors';

const notFound = { message: 'Some fields need attention.', extensions: { fieldErrors: [{ field: 'slug', key: 'not_found' }] } };

describe('isSlugNotFound', () => {
  it('recognises the unknown-slug answer, sent with a 400 or a 200 status', () => {
    expect(isSlugNotFound(requestErrorOfGraphQL([notFound], 400))).toBe(true);
    expect(isSlugNotFound(requestErrorOfGraphQL([{ message: 'Internal error' }, notFound], 200))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isSlugNotFound(new RequestError(OPERATION_FAILED, { status: 502 }))).toBe(false);
    expect(isSlugNotFound(requestErrorOfGraphQL([{ message: 'x', extensions: { fieldErrors: [{ field: 'search', key: 'not_found' }] } }], 400))).toBe(false);
    expect(isSlugNotFound(null)).toBe(false);
    expect(isSlugNotFound(undefined)).toBe(false);
  });
});
