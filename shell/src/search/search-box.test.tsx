import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShell } from '../test/render';
import type { FetchSuggestions } from './search-api';
import { SearchBox } from './search-box';
import { splitHighlights } from './highlighted-text';
import { resetGraphQLClients, stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const MILK = [
  { text: 'Almarai Fresh Milk', highlights: [{ start: 14, end: 18 }], slug: 'almarai-fresh-milk' },
  { text: 'Nadec Milk', highlights: [{ start: 6, end: 10 }], slug: 'nadec-milk' },
  { text: 'Milk Powder <b>', highlights: [{ start: 0, end: 4 }], slug: 'milk-powder' },
];

/** Without a fetcher the box uses the real one, which calls the (stubbed) global fetch. */
function setup(fetchSuggestions?: FetchSuggestions, language: 'ar' | 'en' = 'en', path = '/') {
  jest.useFakeTimers({ doNotFake: ['Date', 'nextTick', 'queueMicrotask', 'setImmediate', 'setInterval', 'clearInterval', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderShell(<SearchBox fetchSuggestions={fetchSuggestions} />, { language, path });
  return { user, box: screen.getByRole('combobox') };
}

const settle = async (ms = 300) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

afterEach(() => {
  jest.useRealTimers();
  resetGraphQLClients();
});

describe('SearchBox', () => {
  it('asks for suggestions only after 300 ms of quiet and only from 3 characters', async () => {
    const fetchSuggestions = jest.fn<ReturnType<FetchSuggestions>, Parameters<FetchSuggestions>>(async () => MILK);
    const { user, box } = setup(fetchSuggestions);

    await user.type(box, 'mi');
    await settle(1000);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'l');
    await settle(299);
    expect(fetchSuggestions).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![0]).toMatchObject({ query: 'mil', language: 'en', role: 'GUEST' });

    await user.type(box, 'k');
    await settle(100);
    await user.type(box, ' ');
    await settle(300);
    // 'milk ' trims to the same query as 'milk': one more request, not two
    expect(fetchSuggestions).toHaveBeenCalledTimes(2);
    expect(fetchSuggestions.mock.calls[1]![0].query).toBe('milk');
  });

  it('renders at most the suggestions it got, matches as elements and never as HTML', async () => {
    const { user, box } = setup(async () => MILK);
    await user.type(box, 'milk');
    await settle();
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(within(options[0]!).getByText('Milk').tagName).toBe('MARK');
    expect(options[2]).toHaveTextContent('Milk Powder <b>');
    expect(options[2]!.querySelector('b')).toBeNull();
  });

  it('shows no more than 10 suggestions when the server sends more', async () => {
    const brands = ['Almarai', 'Nadec', 'Al Safi', 'Nada', 'Saudia', 'Lactel', 'Puck', 'Rainbow', 'Nido', 'Danone', 'Activia', 'Kiri', 'Sadafco', 'Baladna'];
    const suggestions = brands.map((brand, index) => ({ text: `${brand} Milk`, highlights: [{ start: brand.length + 1, end: brand.length + 5 }], product: { slug: `milk-${index}` } }));
    const fetchMock = jest.fn<ReturnType<typeof fetch>, Parameters<typeof fetch>>(async () => new Response(JSON.stringify({ data: { searchProducts: { suggestions, totalCount: 14 } } })));
    stubGlobal('fetch', fetchMock);
    try {
      const { user, box } = setup();
      await user.type(box, 'milk');
      await settle();
      const options = screen.getAllByRole('option');
      expect(options).toHaveLength(10);
      expect(options.map((option) => option.textContent)).toEqual(brands.slice(0, 10).map((brand) => `${brand} Milk`));
      const body = JSON.parse(String(fetchMock.mock.calls[0]![1]!.body)) as { variables: { limit: number } };
      expect(body.variables.limit).toBe(10);
    } finally {
      unstubAllGlobals();
    }
  });

  it('shows no more than 10 suggestions even from a fetcher that returns more', async () => {
    const many = Array.from({ length: 13 }, (_, index) => ({ text: `Laban ${index + 1} L`, highlights: [{ start: 0, end: 5 }], slug: `laban-${index}` }));
    const { user, box } = setup(async () => many);
    await user.type(box, 'laban');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(10);
    await user.keyboard('{ArrowDown>12/}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[9]!.id);
  });

  it('moves the active option with the arrow keys and searches with it on Enter', async () => {
    const { user, box } = setup(async () => MILK);
    await user.type(box, 'milk');
    await settle();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/search-products?searchKeyword=Nadec%20Milk');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Nadec Milk');
  });

  it("shows the results page's keyword without asking for suggestions until the shopper uses the box", async () => {
    const fetchSuggestions = jest.fn<ReturnType<FetchSuggestions>, Parameters<FetchSuggestions>>(async () => MILK);
    const { user, box } = setup(fetchSuggestions, 'ar', '/search-products?searchKeyword=' + encodeURIComponent('حليب'));
    expect(box).toHaveValue('حليب');
    await settle(1000);
    expect(fetchSuggestions).not.toHaveBeenCalled();

    await user.click(box);
    await settle(0);
    expect(fetchSuggestions).toHaveBeenCalledTimes(1);
    expect(fetchSuggestions.mock.calls[0]![0]).toMatchObject({ query: 'حليب', language: 'ar' });
    expect(await screen.findAllByRole('option')).toHaveLength(3);
  });

  it('closes on Escape and reopens when typing', async () => {
    const { user, box } = setup(async () => MILK);
    await user.type(box, 'milk');
    await settle();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.type(box, 's');
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('submits the typed text, closes and goes to the results page', async () => {
    const { user, box } = setup(async () => MILK);
    await user.type(box, 'laban{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search-products?searchKeyword=laban');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it.each(['en', 'ar'] as const)('shows the loading, empty and failure messages (%s)', async (language) => {
    const texts = {
      en: ['Looking for products…', 'No products match your search', 'Something went wrong. Please try again.'],
      ar: ['جارٍ البحث عن المنتجات…', 'لا توجد منتجات مطابقة لبحثك', 'حدث خطأ ما. يرجى المحاولة مرة أخرى.'],
    }[language];
    let answer: (value: typeof MILK) => void = () => undefined;
    let fail = false;
    const fetchSuggestions: FetchSuggestions = () =>
      fail ? Promise.reject(new Error('down')) : new Promise((resolve) => (answer = resolve));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, box } = setup(fetchSuggestions, language);

    await user.type(box, 'xyzq');
    expect(screen.getByRole('status')).toHaveTextContent(texts[0]!);
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(texts[0]!);
    await act(async () => answer([]));
    expect(screen.getByRole('status')).toHaveTextContent(texts[1]!);

    fail = true;
    await user.type(box, 'w');
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(texts[2]!);
  });
});

describe('splitHighlights', () => {
  it('splits at ranges, ignoring overlaps and ranges past the end', () => {
    expect(splitHighlights('fresh milk', [{ start: 6, end: 10 }, { start: 7, end: 20 }, { start: 0, end: 0 }])).toEqual([
      { text: 'fresh ', match: false },
      { text: 'milk', match: true },
    ]);
  });
});
