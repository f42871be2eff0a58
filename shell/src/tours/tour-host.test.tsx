import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressChip } from '../address/address-chip';
import { resetAddressStateForTests } from '../address/address-state';
import { renderShell } from '../test/render';
import { resetTestBus, testBus } from '../test/test-bus';
import { pageSettled, TourHost } from './tour-host';
import { readToursRecord, TOURS_KEY } from './tour-record';

jest.mock('shared-events', () => jest.requireActual('../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

const TEXT = {
  en: { delivery: 'Where should we deliver?', cart: 'Your cart', finish: 'Finish', next: 'Next', skip: 'Skip tour' },
  ar: { delivery: 'أين نوصل طلبك؟', cart: 'سلتك', finish: 'إنهاء', next: 'التالي', skip: 'تخطي الجولة' },
} as const;

const CART_ANCHORS = ['cart-intro', 'cart-recommendations', 'cart-items', 'cart-checkout'];

/** The header chip and the frame's tour host, with the cart page's anchors when asked. */
function Page({ withCart = false }: { withCart?: boolean }) {
  return (
    <>
      <AddressChip />
      {withCart && CART_ANCHORS.map((anchor) => <section key={anchor} data-tour={anchor} />)}
      <TourHost />
    </>
  );
}

/** Lets the chip's load, the lazily loaded overlay and their effects run. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 30)));

// jsdom has no idle callbacks: an idle moment comes at once here, so "no tour" below means none.
beforeEach(() => {
  window.requestIdleCallback = (callback: IdleRequestCallback) => window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0);
});
afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
});

/** A session, and the address the account team's address book publishes for it (the default one). */
const publishSession = (status: 'guest' | 'expired') =>
  act(() => {
    testBus().publish('session:changed', { status });
    testBus().publish('address:changed', { lat: 24.76, long: 46.76 });
  });

let anchorsOnScreen = true;

beforeEach(() => {
  resetAddressStateForTests();
  resetTestBus();
  localStorage.clear();
  anchorsOnScreen = true;
  // jsdom lays nothing out: an element with a tour anchor counts as on screen unless a test says not.
  jest.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    return (anchorsOnScreen && this.hasAttribute('data-tour') ? [this.getBoundingClientRect()] : []) as unknown as DOMRectList;
  });
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe.each(['en', 'ar'] as const)('delivery tour (%s)', (language) => {
  const text = TEXT[language];

  it('starts on the first visit once the address chip is ready, points at it, and finishing marks it seen', async () => {
    publishSession('guest');
    const user = userEvent.setup();
    renderShell(<Page />, { language });

    const dialog = await screen.findByRole('dialog', { name: text.delivery });
    expect(screen.getByTestId('tour')).toHaveAttribute('data-tour-name', 'delivery');
    expect(screen.getByTestId('address-chip')).toHaveAttribute('data-tour', 'delivery-address');
    expect(readToursRecord()).toEqual({ deliveryTour: false, cartTour: false });

    await user.click(within(dialog).getByRole('button', { name: text.finish }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readToursRecord()).toEqual({ deliveryTour: true, cartTour: false });
  });

  it('marks it seen when the shopper leaves it with Escape', async () => {
    publishSession('guest');
    const user = userEvent.setup();
    renderShell(<Page />, { language });
    await screen.findByRole('dialog', { name: text.delivery });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readToursRecord()).toEqual({ deliveryTour: true, cartTour: false });
  });

  it('queues the cart tour asked for while the delivery tour runs', async () => {
    publishSession('guest');
    const user = userEvent.setup();
    renderShell(<Page withCart />, { language });
    const delivery = await screen.findByRole('dialog', { name: text.delivery });

    act(() => testBus().publish('tour:start', { tour: 'cart' }));
    await settle();
    expect(screen.getAllByRole('dialog')).toEqual([delivery]);

    await user.click(within(delivery).getByRole('button', { name: text.finish }));
    const cart = await screen.findByRole('dialog', { name: text.cart });
    expect(within(cart).getByRole('button', { name: text.next })).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: text.skip }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readToursRecord()).toEqual({ deliveryTour: true, cartTour: true });
  });
});

describe('delivery tour conditions', () => {
  it('is not shown when the tours record says it was seen', async () => {
    localStorage.setItem(TOURS_KEY, JSON.stringify({ deliveryTour: true, cartTour: false }));
    publishSession('guest');
    renderShell(<Page />);
    await screen.findByTestId('address-chip');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits while the session is expired (its modal is open) and starts once the shopper is a guest again', async () => {
    publishSession('expired');
    renderShell(<Page />);
    await screen.findByTestId('address-chip');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readToursRecord()).toEqual({ deliveryTour: false, cartTour: false });

    publishSession('guest');
    expect(await screen.findByRole('dialog', { name: TEXT.en.delivery })).toBeInTheDocument();
  });

  it('does not count the tour as seen when the chip is not on screen, and lets the next tour run', async () => {
    anchorsOnScreen = false;
    publishSession('guest');
    renderShell(<Page withCart />);
    await screen.findByTestId('address-chip');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readToursRecord()).toEqual({ deliveryTour: false, cartTour: false });

    anchorsOnScreen = true;
    act(() => testBus().publish('tour:start', { tour: 'cart' }));
    expect(await screen.findByRole('dialog', { name: TEXT.en.cart })).toBeInTheDocument();
  });
});

describe('tour host', () => {
  it('waits for the session before starting any tour', async () => {
    renderShell(<TourHost />);
    act(() => testBus().publish('tour:start', { tour: 'delivery' }));
    const chip = document.createElement('button');
    chip.dataset.tour = 'delivery-address';
    document.body.append(chip);
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    publishSession('guest');
    await waitFor(() => expect(screen.getByTestId('tour')).toHaveAttribute('data-tour-name', 'delivery'));
    chip.remove();
  });
});

describe('pageSettled', () => {
  it('waits for the page to load, then for an idle moment', async () => {
    let loaded: (() => void) | undefined;
    let idle: (() => void) | undefined;
    const fake = {
      document: { readyState: 'loading' },
      addEventListener: (_: string, listener: () => void) => {
        loaded = listener;
      },
      requestIdleCallback: (callback: () => void) => {
        idle = callback;
        return 1;
      },
    } as unknown as Window;
    let done = false;
    const settled = pageSettled(fake).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(idle).toBeUndefined();
    loaded?.();
    await Promise.resolve();
    expect(done).toBe(false);
    idle?.();
    await settled;
    expect(done).toBe(true);
  });
});
