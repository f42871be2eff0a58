// For tests of the account's GraphQL pages: the page rendered as the remote's root renders it (the
// account's cache policy for its GraphQLBoundary), and the gateway's /graphql answered by operation
// name over a stubbed fetch, with what each operation was sent.
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CachePolicyContext } from 'remote-kit';
import { postedOperations, type FrameOptions } from 'remote-kit/testing';
import { accountCachePolicy } from '../api/cache-policy';
import { renderInStore } from './render';

/**
 * Renders a page at its own route only, as the remote's routes do: where it sends the shopper (sign
 * in, another page) shows in the location probe, not as the same page again.
 */
export function renderAccountPage(ui: ReactElement, { path = '/', ...options }: Omit<FrameOptions, 'i18n'> = {}) {
  const route = new URL(path, 'https://store.invalid').pathname;
  return renderInStore(
    <CachePolicyContext.Provider value={accountCachePolicy}>
      <Routes>
        <Route path={route} element={ui} />
        <Route path="*" element={null} />
      </Routes>
    </CachePolicyContext.Provider>,
    { ...options, path },
  );
}

type Answer = Record<string, unknown> | Response | Promise<Record<string, unknown> | Response>;
export type GraphQLAnswers = Record<string, (variables: Record<string, unknown>, call: number) => Answer>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An answer with GraphQL errors, as the API gives for input it refuses before any resolver. */
export const graphQLErrors = (key: string, message: string, arMessage: string, fieldErrors: { field: string; key: string; message: string; arMessage: string }[] = [], status = 400) =>
  json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', key, arMessage, fieldErrors } }] }, status);

/** The gateway's answer when the API cannot be reached. */
export const badGateway = () => json({ success: false, key: 'operation_failed', message: 'Something went wrong. Please try again.', arMessage: 'حدث خطأ ما. يرجى المحاولة مرة أخرى.' }, 502);

/**
 * Makes `fetchMock` answer /graphql: each operation by its handler (its `data`, or a whole Response);
 * an operation without one fails the test loudly.
 */
export function answerGraphQL(fetchMock: jest.Mock, answers: GraphQLAnswers): void {
  const calls = new Map<string, number>();
  fetchMock.mockImplementation(async (url: unknown, init?: RequestInit) => {
    if (url !== '/graphql') throw new Error(`unexpected request to ${String(url)}`);
    const { operationName, variables = {} } = JSON.parse(String(init?.body)) as { operationName: string; variables?: Record<string, unknown> };
    const handler = answers[operationName];
    if (!handler) throw new Error(`no answer for ${operationName}`);
    const call = (calls.get(operationName) ?? 0) + 1;
    calls.set(operationName, call);
    const answer = await handler(variables, call);
    return answer instanceof Response ? answer : json({ data: answer });
  });
}

/** What each operation was sent, in order. */
export const sentOperations = (fetchMock: jest.Mock) => postedOperations(fetchMock).map(({ operationName, variables }) => ({ operationName, variables }));
