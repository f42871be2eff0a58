/**
 * @jest-environment node
 */
// On the server styled-components is its Node build (the web preset maps the browser build).
jest.mock('styled-components', () => jest.requireActual('../../../../node_modules/styled-components/dist/styled-components.cjs.js'));
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ServerQueriesContext } from '../server-state';
import { createServerRenderer, forgetSharedAnswers, withAssetBase } from './render-page';

const Title = styled.h1`
  margin-left: 4px;
`;

/** A page that reads through the server's light answers, as the catalog's reader does. */
function Shelf() {
  const { t, i18n } = useTranslation('shelf');
  const queries = useContext(ServerQueriesContext);
  const key = JSON.stringify([i18n.language, 'query Shelf { shelf }', '{}']);
  const data = queries?.read(key, 'query Shelf { shelf }', {}) as { shelf: string } | undefined;
  return (
    <section>
      <Title>{t('title')}</Title>
      <p>{data ? data.shelf : t('loading')}</p>
    </section>
  );
}

const resources = {
  ar: { shelf: { title: 'الرف', loading: 'جارٍ التحميل' } },
  en: { shelf: { title: 'Shelf', loading: 'Loading' } },
};

describe('a remote rendered on the server', () => {
  const posted: { url: string; body: unknown; headers: Record<string, string> }[] = [];
  /** What the API answers, and what it waits for before answering. */
  let shelf: string;
  let answerWhen: Promise<void>;

  beforeEach(() => {
    posted.length = 0;
    shelf = 'Milk, eggs and labneh';
    answerWhen = Promise.resolve();
    forgetSharedAnswers();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      posted.push({ url: String(input), body: JSON.parse(String(init?.body)), headers: init?.headers as Record<string, string> });
      const answer = shelf;
      await answerWhen;
      return new Response(JSON.stringify({ data: { shelf: answer } }), { headers: { 'content-type': 'application/json' } });
    });
  });

  afterEach(() => jest.restoreAllMocks());

  const renderPage = createServerRenderer({ name: 'mf-shelf', resources, Root: Shelf });
  const request = (language: 'ar' | 'en') => ({
    url: '/shelf',
    language,
    origin: 'https://store.example',
    graphql: { url: 'http://api.example/graphql', headers: { 'x-api-key': 'public', lang: language } },
    assetBase: 'https://cdn.example/v1/',
  });

  it('renders again once a read has its answer, and hands the answer to the browser', async () => {
    const page = await renderPage(request('en'));
    expect(page.html).toContain('<p>Milk, eggs and labneh</p>');
    expect(page.html).not.toContain('Loading');
    expect(posted).toEqual([
      { url: 'http://api.example/graphql', body: { query: 'query Shelf { shelf }', variables: {} }, headers: { 'x-api-key': 'public', lang: 'en', 'content-type': 'application/json' } },
    ]);
    expect(page.state).toEqual({ light: [[JSON.stringify(['en', 'query Shelf { shelf }', '{}']), { shelf: 'Milk, eggs and labneh' }]] });
  });

  it('renders in the request\'s language, with its direction\'s styles', async () => {
    const [arabic, english] = await Promise.all([renderPage(request('ar')), renderPage(request('en'))]);
    expect(arabic.html).toContain('الرف');
    expect(english.html).toContain('>Shelf<');
    // the same component, its margin flipped for Arabic by the RTL plugin
    expect(arabic.styles).toContain('margin-right:4px');
    expect(english.styles).toContain('margin-left:4px');
  });

  it('shares a guest\'s answers between renders for a few seconds, so the next render asks nothing', async () => {
    const first = await renderPage(request('en'));
    const second = await renderPage(request('en'));
    expect(second.html).toBe(first.html);
    expect(second.state).toEqual(first.state);
    expect(posted).toHaveLength(1);
    // another language is another question
    await renderPage(request('ar'));
    expect(posted).toHaveLength(2);
  });

  it('renders with an answer up to a minute past its 10 s, while one newer answer is fetched for the renders after it', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await renderPage(request('en'));
    expect(posted).toHaveLength(1);

    clock.mockReturnValue(1_000_000 + 11_000);
    shelf = 'Bread and dates';
    let answer!: () => void;
    answerWhen = new Promise((resolve) => (answer = resolve));
    const stale = await renderPage(request('en'));
    const again = await renderPage(request('en'));
    // both rendered at once with the answer at hand, and asked for a newer one once between them
    expect(stale.html).toContain('<p>Milk, eggs and labneh</p>');
    expect(again.html).toContain('<p>Milk, eggs and labneh</p>');
    expect(posted).toHaveLength(2);

    answer();
    await new Promise((resolve) => setImmediate(resolve));
    const fresh = await renderPage(request('en'));
    expect(fresh.html).toContain('<p>Bread and dates</p>');
    expect(fresh.state).toEqual({ light: [[JSON.stringify(['en', 'query Shelf { shelf }', '{}']), { shelf: 'Bread and dates' }]] });
    expect(posted).toHaveLength(2);
  });

  it('asks before rendering once an answer is more than a minute past its 10 s', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await renderPage(request('en'));

    clock.mockReturnValue(1_000_000 + 70_001);
    shelf = 'Bread and dates';
    const page = await renderPage(request('en'));
    expect(page.html).toContain('<p>Bread and dates</p>');
    expect(posted).toHaveLength(2);
  });

  it('keeps a stale answer when asking for a newer one fails', async () => {
    const clock = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await renderPage(request('en'));

    clock.mockReturnValue(1_000_000 + 30_000);
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"errors":[{"message":"down"}]}', { status: 502 }));
    await renderPage(request('en'));
    await new Promise((resolve) => setImmediate(resolve));
    const page = await renderPage(request('en'));
    expect(page.html).toContain('<p>Milk, eggs and labneh</p>');
  });

  it('renders what the browser would show when a read fails, asking only once', async () => {
    const fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"errors":[{"message":"down"}]}', { status: 502 }));
    const page = await renderPage(request('en'));
    expect(page.html).toContain('<p>Loading</p>');
    expect(page.state).toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('puts the version\'s address in place of the build\'s placeholder for imported files', () => {
    expect(withAssetBase('url(https://server-build-assets.invalid/assets/a.woff2)', 'https://cdn.example/v2/')).toBe('url(https://cdn.example/v2/assets/a.woff2)');
  });
});
