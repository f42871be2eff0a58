// The checkout remote started alone: what each path it owns shows, in Arabic and in English.
import { screen, within } from '@testing-library/react';
import { startCheckoutAlone, type TestLanguage } from './test/start-alone';

const copy = {
  ar: {
    title: 'إتمام الطلب',
    steps: 'خطوات إتمام الطلب',
    stepNames: ['عنوان التوصيل', 'الدفع', 'تم الطلب'],
    noSession: 'اختر متجراً لسلتك أولاً، ثم تابع إلى إتمام الطلب من السلة.',
    backToCart: 'العودة إلى السلة',
    notFound: 'الصفحة غير موجودة',
    notFoundDesc: 'لم نتمكن من العثور على الصفحة التي تبحث عنها.',
    backHome: 'العودة إلى الرئيسية',
    dir: 'rtl',
  },
  en: {
    title: 'Checkout',
    steps: 'Checkout steps',
    stepNames: ['Delivery address', 'Payment', 'Order placed'],
    noSession: 'Choose a store for your cart first, then continue to checkout from the cart.',
    backToCart: 'Back to cart',
    notFound: 'Page not found',
    notFoundDesc: "We couldn't find the page you were looking for.",
    backHome: 'Back to home',
    dir: 'ltr',
  },
} as const;

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe.each(['ar', 'en'] as const)('checkout routes (%s)', (language: TestLanguage) => {
  const text = copy[language];

  it('shows the address step at /checkout/address, in the page direction', async () => {
    stop = await startCheckoutAlone('/checkout/address', language);

    const page = await screen.findByRole('region', { name: text.title });
    expect(document.documentElement).toHaveAttribute('dir', text.dir);
    expect(within(page).getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    const steps = within(page).getByRole('list', { name: text.steps });
    expect(within(steps).getAllByRole('listitem').map((item) => item.textContent)).toEqual(text.stepNames);
    expect(within(page).getByText(text.noSession)).toBeInTheDocument();
    expect(within(page).getByRole('link', { name: text.backToCart })).toHaveAttribute('href', '/cart');
    expect(screen.queryByRole('heading', { name: text.notFound })).not.toBeInTheDocument();
  });

  it('answers a checkout path it has no page for with the translated not-found', async () => {
    stop = await startCheckoutAlone('/checkout/payment', language);

    expect(await screen.findByRole('heading', { level: 1, name: text.notFound })).toBeInTheDocument();
    expect(screen.getByText(text.notFoundDesc)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.backHome })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: text.title })).not.toBeInTheDocument();
  });
});
