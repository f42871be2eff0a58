import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { isSlugNotFound } from './errors';

const notFound = { message: 'Some fields need attention.', extensions: { fieldErrors: [{ field: 'slug', key: 'not_found' }] } };

describe('isSlugNotFound', () => {
  it('recognises the unknown-slug answer, sent with a 400 or a 200 status', () => {
    const body = JSON.stringify({ errors: [notFound], data: null });
    expect(isSlugNotFound(new ServerError('bad request', { response: new Response(body, { status: 400 }), bodyText: body }))).toBe(true);
    expect(isSlugNotFound(new CombinedGraphQLErrors({ errors: [notFound] }))).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isSlugNotFound(new Error('network down'))).toBe(false);
    expect(isSlugNotFound(new ServerError('bad gateway', { response: new Response('oops', { status: 502 }), bodyText: 'oops' }))).toBe(false);
    expect(isSlugNotFound(undefined)).toBe(false);
  });
});
