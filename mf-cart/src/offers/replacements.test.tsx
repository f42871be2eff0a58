import { screen, within } from '@testing-library/react';
import { getEventBus } from 'shared-events';
import { resetCartServiceForTests } from '../cart-service/cart-store';
import { setCartLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import type { MissingItem, ReplacementProduct } from './offers-api';
import { Replacements } from './replacements';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

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
  stubGlobal('fetch', jest.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))));
});

afterEach(() => unstubAllGlobals());

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

describe('replacements that could not be loaded (failed_loading_item_sug)', () => {
  const failed = { en: 'Replacements could not be loaded.', ar: 'تعذر تحميل البدائل.' } as const;
  const noReplacement = { en: 'No replacement available from this seller.', ar: 'لا يوجد بديل لدى هذا المتجر.' } as const;

  function answerWith(entries: unknown[]) {
    const answer = { data: { productSuggestion: { productSuggestion: entries } } };
    stubGlobal('fetch', jest.fn(() => Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }))));
  }

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['en', 'success false', { success: false, productId: '9', suggestedItems: suggested }],
    ['ar', 'success false', { success: false, productId: '9', suggestedItems: suggested }],
    ['en', 'no success flag at all', { productId: '9', suggestedItems: suggested }],
    ['ar', 'no success flag at all', { productId: '9', suggestedItems: suggested }],
  ] as const)('shows the message where the replacements would be (%s, %s)', async (language, _case, entry) => {
    answerWith([entry]);
    await setCartLanguage(language);
    renderInStore(<Replacements missing={missing} sellerId="2" coordinate={[24.7136, 46.6753]} />, { dir: language === 'ar' ? 'rtl' : 'ltr' });
    expect(await screen.findByRole('alert')).toHaveTextContent(failed[language]);
    // nothing of the answer is offered as a replacement
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText(suggested[0]!.name)).not.toBeInTheDocument();
    expect(screen.queryByText(suggested[0]!.arName)).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('failed_loading_item_sug', expect.any(Error));
  });

  it.each(['en', 'ar'] as const)('shows it under the one missing product whose entry has no success flag (%s)', async (language) => {
    const laban: MissingItem = { productId: '12', name: 'Laban 1L', arName: 'لبن ١ لتر', image: null, quantity: 2 };
    answerWith([
      { success: true, productId: '9', suggestedItems: suggested },
      { productId: '12', suggestedItems: [replacement('51', 'Ayran 1L', 'عيران ١ لتر', null)] },
    ]);
    await setCartLanguage(language);
    renderInStore(<Replacements missing={[...missing, laban]} sellerId="2" coordinate={[24.7136, 46.6753]} />, { dir: language === 'ar' ? 'rtl' : 'ltr' });
    const heading = language === 'en' ? 'Replacements for Laban 1L' : 'بدائل لـ لبن ١ لتر';
    const labanHeading = await screen.findByText(heading);
    expect(labanHeading.nextElementSibling).toHaveRole('alert');
    expect(labanHeading.nextElementSibling).toHaveTextContent(failed[language]);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(language === 'en' ? 'Ayran 1L' : 'عيران ١ لتر')).not.toBeInTheDocument();
    expect(screen.queryByText(noReplacement[language])).not.toBeInTheDocument();
    // the dates still get theirs
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
