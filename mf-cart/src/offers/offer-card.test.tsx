import { fireEvent, screen, within } from '@testing-library/react';
import { formatPrice } from 'design-system';
import { renderInStore } from '../test/render';
import { setCartLanguage } from '../test/i18n';
import { OfferCard } from './offer-card';
import type { CartSuggestion } from './offers-api';

function offer(overrides: Partial<CartSuggestion>): CartSuggestion {
  return {
    processId: 'p-1',
    cartId: null,
    rank: 1,
    sellerId: '1',
    sellerName: 'Tamimi Markets Olaya',
    sellerArName: 'أسواق التميمي العليا',
    distance: 2.4,
    deliveryDistance: '2.40',
    deliveryTime: 35,
    subTotal: 86.5,
    deliveryCharge: 9,
    discount: 0,
    grandTotal: 95.5,
    baseAmount: 83.04,
    taxAmount: 12.46,
    bbCommission: 4.33,
    riderEarning: 7,
    pgFixed: 1,
    pgTotal: 2.91,
    splitAmount: 88.26,
    minOrder: 30,
    subTotalHalalas: 8650,
    deliveryChargeHalalas: 900,
    discountHalalas: 0,
    grandTotalHalalas: 9550,
    baseAmountHalalas: 8304,
    taxAmountHalalas: 1246,
    minOrderHalalas: 3000,
    minOrderMet: true,
    itemTotal: 3,
    itemAvailable: 3,
    itemMissing: 0,
    missingItems: [],
    items: [],
    available: true,
    splitType: 'fixed',
    scheduleTime: null,
    outOfStockAction: 'REPLACE',
    ...overrides,
  };
}

const best = offer({});
// a farther seller that lacks the dates, gives a discount and whose minimum order the cart misses
const other = offer({
  rank: 2,
  sellerId: '2',
  sellerName: 'Danube Hittin',
  sellerArName: 'الدانوب حطين',
  distance: 7.8,
  deliveryTime: 55,
  subTotalHalalas: 6150,
  deliveryChargeHalalas: 1500,
  discountHalalas: 500,
  grandTotalHalalas: 7150,
  baseAmountHalalas: 6217,
  taxAmountHalalas: 933,
  minOrderHalalas: 10000,
  minOrderMet: false,
  itemAvailable: 2,
  itemMissing: 1,
  missingItems: [{ productId: '9', name: 'Sukkari dates 1kg', arName: 'تمر سكري ١ كجم', image: null, quantity: 1 }],
});

const TEXT = {
  en: {
    terms: ['Subtotal', 'Delivery', 'Discount', 'Amount before VAT', 'VAT 15% (included)'],
    best: ['Tamimi Markets Olaya', '2.4 km away', 'Delivery in about 35 min', '3 of 3 items available'],
    other: ['Danube Hittin', '7.8 km away', 'Delivery in about 55 min', '2 of 3 items available', 'Not available here: Sukkari dates 1kg', 'Minimum order for this seller:'],
    total: 'Total',
  },
  ar: {
    terms: ['المجموع الفرعي', 'التوصيل', 'الخصم', 'المبلغ قبل الضريبة', 'ضريبة القيمة المضافة 15٪ (مشمولة)'],
    best: ['أسواق التميمي العليا', 'على بعد ٢٫٤ كم', 'التوصيل خلال ٣٥ دقيقة تقريبًا', '٣ من ٣ منتجات متوفرة'],
    other: ['الدانوب حطين', 'على بعد ٧٫٨ كم', 'التوصيل خلال ٥٥ دقيقة تقريبًا', '٢ من ٣ منتجات متوفرة', 'غير متوفر هنا: تمر سكري ١ كجم', 'الحد الأدنى للطلب لدى هذا المتجر:'],
    total: 'الإجمالي',
  },
} as const;

/** A card's figures as term → definition, read through their roles. */
function figures(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  const definitions = within(card).getAllByRole('definition');
  expect(definitions).toHaveLength(terms.length);
  return Object.fromEntries(terms.map((term, i) => [term.textContent, definitions[i]!.textContent]));
}

function renderOffers(language: 'ar' | 'en', onSelect = jest.fn()) {
  renderInStore(
    <ol>
      <OfferCard offer={best} selected onSelect={() => undefined} action="REPLACE" onAction={() => undefined} pickup={false} coordinate={[24.7136, 46.6753]} />
      <OfferCard offer={other} selected={false} onSelect={onSelect} action="REPLACE" onAction={() => undefined} pickup={false} coordinate={[24.7136, 46.6753]} />
    </ol>,
    { dir: language === 'ar' ? 'rtl' : 'ltr' },
  );
  return onSelect;
}

describe.each(['en', 'ar'] as const)('offer cards (%s)', (language) => {
  const text = TEXT[language];
  const price = (halalas: number) => formatPrice(halalas, language);
  // toHaveTextContent collapses the no-break spaces of formatted prices
  const collapsed = (halalas: number) => price(halalas).replace(/\s+/g, ' ');
  beforeEach(() => setCartLanguage(language));

  it('shows the full breakdown for every seller, not only the selected one', () => {
    renderOffers(language);
    const bestCard = screen.getByRole('listitem', { name: language === 'en' ? best.sellerName : best.sellerArName });
    const otherCard = screen.getByRole('listitem', { name: language === 'en' ? other.sellerName : other.sellerArName });

    const [subtotal, delivery, discount, beforeVat, vat] = text.terms;
    expect(figures(bestCard)).toEqual({ [subtotal]: price(8650), [delivery]: price(900), [discount]: price(0), [beforeVat]: price(8304), [vat]: price(1246) });
    expect(figures(otherCard)).toEqual({ [subtotal]: price(6150), [delivery]: price(1500), [discount]: `−${price(500)}`, [beforeVat]: price(6217), [vat]: price(933) });
    for (const [card, total] of [
      [bestCard, 9550],
      [otherCard, 7150],
    ] as const) {
      expect(within(card).getByTestId('offer-total')).toHaveTextContent(`${text.total}${collapsed(total)}`);
    }
  });

  it('names each seller with distance, time, availability, missing items and the minimum order', () => {
    renderOffers(language);
    const bestCard = screen.getByRole('listitem', { name: language === 'en' ? best.sellerName : best.sellerArName });
    const otherCard = screen.getByRole('listitem', { name: language === 'en' ? other.sellerName : other.sellerArName });
    for (const part of text.best) expect(bestCard).toHaveTextContent(part);
    for (const part of text.other) expect(otherCard).toHaveTextContent(part);
    expect(within(otherCard).getByRole('note')).toHaveTextContent(collapsed(10000));
    expect(within(bestCard).queryByRole('note')).not.toBeInTheDocument();
  });

  it('lets the shopper choose another seller with the keyboard-operable radio', () => {
    const onSelect = renderOffers(language);
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toBeChecked();
    expect(radios[1]).not.toBeChecked();
    fireEvent.click(radios[1]!);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
