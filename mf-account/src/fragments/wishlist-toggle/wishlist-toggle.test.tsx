import { act, fireEvent, screen } from '@testing-library/react';
import { type ComponentType } from 'react';
import { type SessionChange, type WishlistToggleProps } from 'shared-events';
import { renderInStore } from '../../test/render';
import { setAccountLanguage } from '../../test/i18n';
import { resetTestBus, testBus } from '../../test/test-bus';

jest.mock('shared-events', () => jest.requireActual('../../test/test-bus').withTestBus(jest.requireActual('shared-events')));
jest.mock('shared-events/react', () => jest.requireActual('../../test/test-bus').withTestBusHooks(jest.requireActual('shared-events/react')));

let WishlistToggle: ComponentType<WishlistToggleProps>;

const signedIn: SessionChange = {
  status: 'user',
  user: { userId: '8', firstName: 'Noura', lastName: 'Alqahtani', fullName: 'Noura Alqahtani', language: 'AR' },
};

const copy = {
  ar: { product: 'تمر سكري', logIn: 'سجّل الدخول لإضافة تمر سكري إلى المفضلة', notYet: 'حفظ تمر سكري في المفضلة غير متاح بعد' },
  en: { product: 'Sukkari dates', logIn: 'Log in to add Sukkari dates to favourites', notYet: 'Saving Sukkari dates to favourites is not available yet' },
} as const;

beforeAll(async () => {
  await setAccountLanguage('ar');
  // The exposed module registers its translations on import, as on a catalog product page.
  WishlistToggle = (await import('./index')).default;
});

beforeEach(() => {
  resetTestBus();
});

describe.each(['ar', 'en'] as const)('wishlist toggle (%s)', (language) => {
  const text = copy[language];
  const renderToggle = () => renderInStore(<WishlistToggle productId={3} productName={text.product} />, { language, path: '/product/sukkari-dates' });

  beforeEach(async () => {
    await setAccountLanguage(language);
  });

  it.each(['guest', 'expired'] as const)('sends a %s shopper to log in', (status) => {
    testBus().publish('session:changed', { status });
    renderToggle();

    fireEvent.click(screen.getByRole('button', { name: text.logIn }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/product\/sukkari-dates$/);
  });

  it('sends a shopper to log in before the session is known', () => {
    renderToggle();

    fireEvent.click(screen.getByRole('button', { name: text.logIn }));

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/authentication\/login\?redirect=\/product\/sukkari-dates$/);
  });

  it('tells a signed-in shopper that saving is not available yet, and stays on the page', () => {
    testBus().publish('session:changed', signedIn);
    renderToggle();

    const heart = screen.getByRole('button', { name: text.notYet });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(heart);

    expect(screen.getByTestId('location')).toHaveTextContent(/^\/product\/sukkari-dates$/);
    expect(screen.queryByRole('button', { name: text.logIn })).not.toBeInTheDocument();
  });

  it('follows the session when the shopper signs in on the page', () => {
    testBus().publish('session:changed', { status: 'guest' });
    renderToggle();
    expect(screen.getByRole('button', { name: text.logIn })).toBeInTheDocument();

    act(() => testBus().publish('session:changed', signedIn));

    expect(screen.getByRole('button', { name: text.notYet })).toBeInTheDocument();
  });
});
