// /my-favourite as a shopper sees it, in Arabic and English: the list priced for their address, each
// product's link and add-to-cart, removing one (and a removal that fails), the empty and failed
// states, more pages, and a guest sent to sign in first.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatPrice } from 'design-system';
import { Route, Routes } from 'react-router-dom';
import { CachePolicyContext, FragmentLoaderContext } from 'remote-kit';
import { postedOperations, resetGraphQLClients, stubFetch } from 'remote-kit/testing';
import { type AddToCartProps, type SessionChange } from 'shared-events';
import { accountCachePolicy } from '../api/cache-policy';
import { setAccountLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { WishlistPage } from './wishlist-page';
import { resetWishlistOwner } from './wishlist-store';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '8', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', language: 'AR' },
};

const MALQA = { lat: 24.8123, long: 46.6151, header: 'Riyadh' };

interface Fixture {
  id: string;
  slug: string;
  name: string;
  arName: string;
  priceHalalas: number;
  sellingPriceHalalas: number;
  available?: boolean;
}

const milk: Fixture = { id: '11', slug: 'almarai-fresh-milk-1l', name: 'Almarai Fresh Milk 1L', arName: 'حليب المراعي طازج ١ لتر', priceHalalas: 700, sellingPriceHalalas: 630 };
const dates: Fixture = { id: '12', slug: 'sukkari-dates-1kg', name: 'Sukkari Dates 1kg', arName: 'تمر سكري ١ كجم', priceHalalas: 3500, sellingPriceHalalas: 3500 };
const laban: Fixture = { id: '13', slug: 'nadec-laban-2l', name: 'Nadec Laban 2L', arName: 'لبن نادك ٢ لتر', priceHalalas: 950, sellingPriceHalalas: 950, available: false };

const node = (product: Fixture) => ({
  __typename: 'Product',
  image: `/images/products/${product.slug}.webp`,
  maxOrder: 10,
  stockAvailable: product.available === false ? 0 : 40,
  available: product.available !== false,
  weight: 1,
  weightType: 'kg',
  ...product,
});

const page = (products: Fixture[], { totalCount = products.length, next = null as string | null } = {}) => ({
  data: {
    wishlist: {
      __typename: 'WishlistConnection',
      totalCount,
      pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
      edges: products.map((product) => ({ __typename: 'WishlistEdge', cursor: `c${product.id}`, node: node(product) })),
    },
  },
});

const removed = (success: boolean, key = success ? 'wishlist_removed' : 'operation_failed') => ({
  data: { removeFromWishlist: { __typename: 'WishlistResult', success, key, message: success ? 'Removed.' : 'Failed.', arMessage: success ? 'أُزيل.' : 'فشل.', inWishlist: !success } },
});

const copy = {
  ar: {
    title: 'المفضلة',
    three: '٣ منتجات',
    two: 'منتجان',
    remove: (name: string) => `إزالة ${name} من المفضلة`,
    removed: (name: string) => `أُزيل ${name} من مفضلتك.`,
    removeFailed: (name: string) => `تعذّرت إزالة ${name}. حدث خطأ ما. يُرجى المحاولة مرة أخرى.`,
    unavailable: 'غير متوفر قرب عنوانك',
    emptyTitle: 'لا توجد منتجات في المفضلة بعد',
    browse: 'تصفّح المنتجات',
    failed: 'تعذّر تحميل مفضلتك.',
    retry: 'أعد المحاولة',
    more: 'عرض المزيد من المفضلة',
    loading: 'جارٍ تحميل مفضلتك',
  },
  en: {
    title: 'My favourites',
    three: '3 products',
    two: '2 products',
    remove: (name: string) => `Remove ${name} from favourites`,
    removed: (name: string) => `${name} was removed from your favourites.`,
    removeFailed: (name: string) => `${name} could not be removed. Something went wrong. Please try again.`,
    unavailable: 'Not sold near your address',
    emptyTitle: 'No favourites yet',
    browse: 'Browse products',
    failed: 'Your favourites could not be loaded.',
    retry: 'Try again',
    more: 'Show more favourites',
    loading: 'Loading your favourites',
  },
} as const;

const fetchMock = stubFetch();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

type Answer = unknown | Error | Promise<Response>;
/** Answers each GraphQL operation, in order, from its queue of answers. */
function answerGraphQL(answers: Record<string, Answer[]>) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url !== '/graphql') throw new Error(`unexpected ${url}`);
    const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
    const queue = answers[operationName];
    if (!queue?.length) throw new Error(`unexpected ${operationName}`);
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer instanceof Error) throw answer;
    if (answer instanceof Promise) return answer;
    return json(answer);
  });
}

function FakeAddToCart({ product, size }: AddToCartProps) {
  return (
    <button type="button">
      add {product.id} {size} {product.sellingPrice}/{product.price} max {product.maxOrder}
    </button>
  );
}
const loadFragment = jest.fn(async () => ({ default: FakeAddToCart }));

/** The page at its route, as the account app mounts it (the sign-in page is another app's area here). */
function renderPage(language: 'ar' | 'en') {
  return renderInStore(
    <FragmentLoaderContext.Provider value={loadFragment}>
      <CachePolicyContext.Provider value={accountCachePolicy}>
        <Routes>
          <Route path="/my-favourite" element={<WishlistPage />} />
          <Route path="*" element={null} />
        </Routes>
      </CachePolicyContext.Provider>
    </FragmentLoaderContext.Provider>,
    { language, path: '/my-favourite' },
  );
}

const operations = () => postedOperations(fetchMock).map((operation) => [operation.operationName, operation.variables]);

beforeEach(() => {
  resetTestBus();
  testBus().publish('address:changed', MALQA);
});

afterEach(() => {
  resetGraphQLClients();
  resetWishlistOwner();
});

describe.each(['ar', 'en'] as const)('/my-favourite (%s)', (language) => {
  const text = copy[language];
  const nameOf = (product: Fixture) => (language === 'ar' ? product.arName : product.name);

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  it('sends a guest to sign in and back here', () => {
    testBus().publish('session:changed', { status: 'guest' });
    renderPage(language);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/my-favourite$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the favourites priced for the current address: name in the page language, price, link and add-to-cart', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerGraphQL({ AccountWishlistPage: [new Promise<Response>((resolve) => (answer = resolve))] });
    testBus().publish('session:changed', signedIn);
    renderPage(language);

    expect(await screen.findByTestId('wishlist-loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('wishlist-loading')).toHaveTextContent(text.loading);
    await act(async () => answer(json(page([milk, dates, laban]))));

    const list = await screen.findByRole('list', { name: text.title });
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent(text.three);
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([milk, dates, laban].map(nameOf));

    const first = within(list).getByRole('article', { name: nameOf(milk) });
    expect(within(first).getByRole('link', { name: nameOf(milk) })).toHaveAttribute('href', `/product/${milk.slug}`);
    // as read on screen: the price's no-break spaces are spaces in the text content
    const price = (halalas: number) => formatPrice(halalas, language).replace(/\s+/g, ' ');
    expect(first).toHaveTextContent(price(630));
    expect(first).toHaveTextContent(price(700));
    expect(await within(first).findByRole('button', { name: 'add 11 compact 630/700 max 10' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: text.remove(nameOf(milk)) })).toBeInTheDocument();

    const unavailable = within(list).getByRole('article', { name: nameOf(laban) });
    expect(unavailable).toHaveTextContent(text.unavailable);
    expect(within(unavailable).queryByRole('button', { name: /^add / })).not.toBeInTheDocument();

    expect(operations()).toEqual([['AccountWishlistPage', { first: 24, role: 'USER', coordinate: [MALQA.lat, MALQA.long] }]]);
  });

  it('removes a product when asked, says so, and moves focus to the next one', async () => {
    answerGraphQL({ AccountWishlistPage: [page([milk, dates, laban])], AccountRemoveFromWishlist: [removed(true)] });
    testBus().publish('session:changed', signedIn);
    renderPage(language);

    fireEvent.click(await screen.findByRole('button', { name: text.remove(nameOf(dates)) }));

    await waitFor(() => expect(screen.queryByRole('article', { name: nameOf(dates) })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-labelledby'))).toEqual(['wishlist-item-11', 'wishlist-item-13']);
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent(text.two);
    expect(screen.getByRole('status')).toHaveTextContent(text.removed(nameOf(dates)));
    await waitFor(() => expect(screen.getByRole('button', { name: text.remove(nameOf(laban)) })).toHaveFocus());
    expect(operations()).toContainEqual(['AccountRemoveFromWishlist', { id: dates.id }]);
  });

  it('keeps a product whose removal failed, with the reason beside it', async () => {
    answerGraphQL({ AccountWishlistPage: [page([milk, dates])], AccountRemoveFromWishlist: [new TypeError('Failed to fetch')] });
    testBus().publish('session:changed', signedIn);
    renderPage(language);

    fireEvent.click(await screen.findByRole('button', { name: text.remove(nameOf(milk)) }));

    const item = screen.getByRole('article', { name: nameOf(milk) });
    expect(await within(item).findByRole('alert')).toHaveTextContent(text.removeFailed(nameOf(milk)));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows the empty state with a way to browse, also once the last product is removed', async () => {
    answerGraphQL({ AccountWishlistPage: [page([dates])], AccountRemoveFromWishlist: [removed(true)] });
    testBus().publish('session:changed', signedIn);
    renderPage(language);

    fireEvent.click(await screen.findByRole('button', { name: text.remove(nameOf(dates)) }));

    expect(await screen.findByRole('heading', { level: 2, name: text.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.browse })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByTestId('wishlist-count')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: text.title })).toHaveFocus());
  });

  it('says when the list could not be loaded, and loads it again on request', async () => {
    answerGraphQL({ AccountWishlistPage: [new TypeError('Failed to fetch'), page([milk])] });
    testBus().publish('session:changed', signedIn);
    renderPage(language);

    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    fireEvent.click(screen.getByRole('button', { name: text.retry }));

    expect(await screen.findByRole('article', { name: nameOf(milk) })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows more favourites, from where the first page ended', async () => {
    answerGraphQL({ AccountWishlistPage: [page([milk, dates], { totalCount: 3, next: 'c12' }), page([laban], { totalCount: 3 })] });
    testBus().publish('session:changed', signedIn);
    renderPage(language);

    fireEvent.click(await screen.findByRole('button', { name: text.more }));

    expect(await screen.findByRole('article', { name: nameOf(laban) })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: text.more })).not.toBeInTheDocument();
    expect(operations()[1]).toEqual(['AccountWishlistPage', { first: 24, role: 'USER', coordinate: [MALQA.lat, MALQA.long], after: 'c12' }]);
  });
});
