// The wishlist heart as a catalog page mounts it: a guest is sent to sign in and the add completes
// after; a signed-in shopper's hearts read one list of ids, add and remove at once, and go back with
// a translated reason when the server refuses.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ComponentType } from 'react';
import { postedOperations, resetGraphQLClients, stubFetch } from 'remote-kit/testing';
import { type SessionChange, type WishlistToggleProps } from 'shared-events';
import { setAccountLanguage } from '../../test/i18n';
import { renderInStore } from '../../test/render';
import { resetTestBus, testBus } from '../../test/test-bus';
import { PENDING_HEART_KEY } from '../../wishlist/pending-heart';
import { resetWishlistOwner } from '../../wishlist/wishlist-store';

jest.mock('shared-events', () => jest.requireActual('../../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

let WishlistToggle: ComponentType<WishlistToggleProps>;

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '8', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', language: 'AR' },
};

const copy = {
  ar: {
    dates: 'تمر سكري',
    milk: 'حليب المراعي',
    logIn: 'سجّل الدخول لإضافة تمر سكري إلى المفضلة',
    saveDates: 'حفظ تمر سكري في المفضلة',
    saveMilk: 'حفظ حليب المراعي في المفضلة',
    full: 'مفضلتك ممتلئة. أزل منتجًا لتضيف آخر.',
    addFailed: 'تعذّرت إضافة تمر سكري إلى مفضلتك. يُرجى المحاولة مرة أخرى.',
    removeFailed: 'تعذّرت إزالة حليب المراعي من مفضلتك. يُرجى المحاولة مرة أخرى.',
    added: 'أُضيف تمر سكري إلى مفضلتك.',
  },
  en: {
    dates: 'Sukkari dates',
    milk: 'Almarai milk',
    logIn: 'Log in to add Sukkari dates to favourites',
    saveDates: 'Save Sukkari dates to favourites',
    saveMilk: 'Save Almarai milk to favourites',
    full: 'Your favourites are full. Remove a product to add another.',
    addFailed: 'Sukkari dates could not be added to your favourites. Please try again.',
    removeFailed: 'Almarai milk could not be removed from your favourites. Please try again.',
    added: 'Sukkari dates was added to your favourites.',
  },
} as const;

const DATES = 3;
const MILK = 5;

const fetchMock = stubFetch();
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const result = (success: boolean, key: string, inWishlist: boolean) => ({
  __typename: 'WishlistResult', success, key, message: success ? 'Done.' : 'Refused.', arMessage: success ? 'تم.' : 'مرفوض.', inWishlist,
});

type Answer = Response | Promise<Response> | Error;
/** Answers each GraphQL operation by name; an unknown one fails the test. */
function answerGraphQL(answers: Record<string, (variables: Record<string, unknown>) => Answer>) {
  fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
    if (url !== '/graphql') throw new Error(`unexpected ${url}`);
    const { operationName, variables } = JSON.parse(String(init.body)) as { operationName: string; variables: Record<string, unknown> };
    const answer = answers[operationName]?.(variables);
    if (!answer) throw new Error(`unexpected ${operationName}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const idsAnswer = (ids: string[]) => () => json({ data: { wishlistProductIds: ids } });
const operations = () => postedOperations(fetchMock).map((operation) => [operation.operationName, operation.variables]);

beforeAll(async () => {
  await setAccountLanguage('ar');
  // The exposed module registers its translations on import, as on a catalog product page.
  WishlistToggle = (await import('./index')).default;
});

beforeEach(() => {
  resetTestBus();
  localStorage.clear();
});

afterEach(() => {
  resetGraphQLClients();
  resetWishlistOwner();
});

describe.each(['ar', 'en'] as const)('wishlist heart (%s)', (language) => {
  const text = copy[language];
  const renderHearts = () =>
    renderInStore(
      <>
        <WishlistToggle productId={DATES} productName={text.dates} />
        <WishlistToggle productId={MILK} productName={text.milk} />
      </>,
      { language, path: '/category/dairy-eggs/milk?page=2' },
    );

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  it.each(['guest', 'expired'] as const)('sends a %s shopper to log in and back, remembering the product', (status) => {
    testBus().publish('session:changed', { status });
    renderInStore(<WishlistToggle productId={DATES} productName={text.dates} />, { language, path: '/product/sukkari-dates' });

    const heart = screen.getByRole('button', { name: text.logIn });
    expect(heart).not.toHaveAttribute('aria-pressed');
    fireEvent.click(heart);

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/product\/sukkari-dates$/);
    expect(JSON.parse(localStorage.getItem(PENDING_HEART_KEY)!)).toMatchObject({ productId: DATES, productName: text.dates });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('waits, and does nothing when pressed, until the session is known', () => {
    renderInStore(<WishlistToggle productId={DATES} productName={text.dates} />, { language, path: '/product/sukkari-dates' });

    const heart = screen.getByRole('button', { name: text.saveDates });
    expect(heart).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(heart);

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/sukkari-dates$/);
    expect(localStorage.getItem(PENDING_HEART_KEY)).toBeNull();
  });

  it('shows each heart as the one list of the shopper\'s favourites says, read once for the page', async () => {
    answerGraphQL({ AccountWishlistProductIds: idsAnswer([String(MILK), '41']) });
    testBus().publish('session:changed', signedIn);
    renderHearts();

    expect(await screen.findByRole('button', { name: text.saveMilk, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.saveDates, pressed: false })).toBeInTheDocument();
    expect(operations()).toEqual([['AccountWishlistProductIds', {}]]);
  });

  it('adds at once on a press, keeps it when the server agrees, and removes on the next press', async () => {
    let answerAdd: (response: Response) => void = () => undefined;
    answerGraphQL({
      AccountWishlistProductIds: idsAnswer([]),
      AccountCreateWishlist: () => new Promise<Response>((resolve) => (answerAdd = resolve)),
      AccountRemoveFromWishlist: () => json({ data: { removeFromWishlist: result(true, 'wishlist_removed', false) } }),
    });
    testBus().publish('session:changed', signedIn);
    renderHearts();
    const heart = await screen.findByRole('button', { name: text.saveDates, pressed: false });

    fireEvent.click(heart);
    // pressed before the server has answered
    expect(await screen.findByRole('button', { name: text.saveDates, pressed: true })).toBeInTheDocument();
    await act(async () => answerAdd(json({ data: { createWishlist: result(true, 'wishlist_added', true) } })));
    expect(screen.getByRole('button', { name: text.saveDates, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.saveMilk, pressed: false })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: text.saveDates }));
    expect(await screen.findByRole('button', { name: text.saveDates, pressed: false })).toBeInTheDocument();
    await waitFor(() =>
      expect(operations()).toEqual([
        ['AccountWishlistProductIds', {}],
        ['AccountCreateWishlist', { product: String(DATES) }],
        ['AccountRemoveFromWishlist', { id: String(DATES) }],
      ]),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes back and says why when the server refuses an add', async () => {
    answerGraphQL({
      AccountWishlistProductIds: idsAnswer([]),
      AccountCreateWishlist: () => json({ data: { createWishlist: result(false, 'wishlist_full', false) } }),
    });
    testBus().publish('session:changed', signedIn);
    renderHearts();

    fireEvent.click(await screen.findByRole('button', { name: text.saveDates, pressed: false }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.full);
    expect(screen.getByRole('button', { name: text.saveDates, pressed: false })).toBeInTheDocument();
  });

  it('goes back with a translated error when a removal does not reach the server', async () => {
    answerGraphQL({
      AccountWishlistProductIds: idsAnswer([String(MILK)]),
      AccountRemoveFromWishlist: () => new TypeError('Failed to fetch'),
    });
    testBus().publish('session:changed', signedIn);
    renderHearts();

    fireEvent.click(await screen.findByRole('button', { name: text.saveMilk, pressed: true }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.removeFailed);
    expect(screen.getByRole('button', { name: text.saveMilk, pressed: true })).toBeInTheDocument();
  });

  it('completes a guest\'s press once they have signed in, and only once', async () => {
    answerGraphQL({
      AccountWishlistProductIds: idsAnswer([]),
      AccountCreateWishlist: () => json({ data: { createWishlist: result(true, 'wishlist_added', true) } }),
    });
    testBus().publish('session:changed', { status: 'guest' });
    renderHearts();
    fireEvent.click(screen.getByRole('button', { name: text.logIn }));
    expect(localStorage.getItem(PENDING_HEART_KEY)).not.toBeNull();

    // back on the page, signed in
    act(() => testBus().publish('session:changed', signedIn));

    expect(await screen.findByRole('button', { name: text.saveDates, pressed: true })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(text.added);
    expect(localStorage.getItem(PENDING_HEART_KEY)).toBeNull();
    await waitFor(() => expect(operations().filter(([name]) => name === 'AccountCreateWishlist')).toEqual([['AccountCreateWishlist', { product: String(DATES) }]]));
  });

  it('forgets a guest\'s press at logout', () => {
    testBus().publish('session:changed', { status: 'guest' });
    renderInStore(<WishlistToggle productId={DATES} productName={text.dates} />, { language, path: '/' });
    fireEvent.click(screen.getByRole('button', { name: text.logIn }));
    expect(localStorage.getItem(PENDING_HEART_KEY)).not.toBeNull();

    act(() => testBus().publish('session:ended', {}));

    expect(localStorage.getItem(PENDING_HEART_KEY)).toBeNull();
  });
});
