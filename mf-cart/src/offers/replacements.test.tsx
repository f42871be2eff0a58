import { screen, within } from '@testing-library/react';
import { getEventBus } from 'shared-events';
import { resetCartServiceForTests } from '../cart-service/cart-store';
import { setCartLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import type { MissingItem, ReplacementProduct } from './offers-api';
import { Replacements } from './replacements';

const missing: MissingItem[] = [{ productId: '9', name: 'Sukkari dates 1kg', arName: 'تمر سكري ١ كجم', image: null, quantity: 1 }];

const replacement = (id: string, name: string, arName: string, image: string | null): ReplacementProduct => ({
  id, slug: `product-${id}`, name, arName, image, priceHalalas: 3200, sellingPriceHalalas: 2900, maxOrder: 10, available: true,
});

const suggested = [
  replacement('41', 'Khalas dates 1kg', 'تمر خلاص ١ كجم', '/images/products/khalas-dates-1kg.svg'),
  // the catalogue has no photo of this one
  replacement('42', 'Sagai dates 1kg', 'تمر صقعي ١ كجم', null),
];

beforeEach(() => {
  localStorage.clear();
  resetCartServiceForTests();
  getEventBus().publish('session:changed', { status: 'guest' });
  const answer = { data: { productSuggestion: { productSuggestion: [{ success: true, productId: '9', suggestedItems: suggested }] } } };
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))));
});

afterEach(() => vi.unstubAllGlobals());

it.each([
  ['en', 'Replacements for Sukkari dates 1kg', 'Sagai dates 1kg'],
  ['ar', 'بدائل لـ تمر سكري ١ كجم', 'تمر صقعي ١ كجم'],
] as const)('shows a same-size placeholder, never an empty image, for a replacement without a photo (%s)', async (language, heading, noPhoto) => {
  await setCartLanguage(language);
  const { container } = renderInStore(<Replacements missing={missing} sellerId="2" coordinate={[24.7136, 46.6753]} />, { dir: language === 'ar' ? 'rtl' : 'ltr' });
  expect(await screen.findByText(heading)).toBeInTheDocument();

  const rows = screen.getAllByRole('listitem');
  expect(rows).toHaveLength(2);
  expect(container.querySelectorAll('img')).toHaveLength(1);
  expect(container.querySelector('img[src=""]')).toBeNull();

  const photo = within(rows[0]!).getByRole('presentation');
  expect(photo).toHaveAttribute('src', '/images/products/khalas-dates-1kg.svg');
  expect(rows[1]).toHaveTextContent(noPhoto);
  const placeholder = within(rows[1]!).getByRole('img', { hidden: true });
  expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  for (const box of [photo, placeholder]) expect(box).toHaveStyle({ width: '48px', height: '48px' });
});
