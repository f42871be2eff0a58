// The checkout remote started alone: each path it owns shows its screen, in Arabic and in English.
import { screen, within } from '@testing-library/react';
import { getEventBus } from 'shared-events';
import { startCheckoutAlone, type TestLanguage } from './test/start-alone';

const copy = {
  ar: {
    steps: 'خطوات إتمام الطلب',
    stepNames: ['عنوان التوصيل', 'المراجعة', 'الدفع', 'تم الطلب'],
    empty: 'لا يوجد ما يمكن إتمامه بعد',
    backToCart: 'العودة إلى السلة',
    notFound: 'الصفحة غير موجودة',
    dir: 'rtl',
  },
  en: {
    steps: 'Checkout steps',
    stepNames: ['Delivery address', 'Review', 'Payment', 'Order placed'],
    empty: 'Nothing to check out yet',
    backToCart: 'Back to cart',
    notFound: 'Page not found',
    dir: 'ltr',
  },
} as const;

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

beforeAll(() => {
  getEventBus().publish('session:changed', { status: 'user', user: { userId: '12', firstName: 'Sara', lastName: 'Alqahtani', fullName: 'Sara Alqahtani', language: 'AR' } });
});

describe.each(['ar', 'en'] as const)('checkout routes (%s)', (language: TestLanguage) => {
  const text = copy[language];

  it.each([
    ['/checkout/address', 0],
    ['/checkout/checkout-address', 1],
    ['/checkout/payment', 2],
    ['/checkout/mobile-payment', 2],
    ['/checkout/moyasar-payment', 2],
  ] as const)('shows %s as its step, and leads back to the cart without a checkout session', async (path, step) => {
    stop = await startCheckoutAlone(path, language);
    const steps = await screen.findByRole('list', { name: text.steps });
    expect(document.documentElement).toHaveAttribute('dir', text.dir);
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(text.stepNames);
    expect(within(steps).getAllByRole('listitem')[step]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 1, name: text.stepNames[step] })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: text.empty })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backToCart })).toHaveAttribute('href', '/cart');
  });

  it('answers a checkout path it has no page for with the translated not-found', async () => {
    stop = await startCheckoutAlone('/checkout/unknown-step', language);
    expect(await screen.findByRole('heading', { level: 1, name: text.notFound })).toBeInTheDocument();
  });
});
