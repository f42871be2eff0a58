import { screen } from '@testing-library/react';
import { formatPrice, Price } from './price';
import { renderWithDesignSystem } from './test-utils';

// What Intl (ICU 7x, Node 20) returns: a no-break space (U+00A0) between currency and number; in
// Arabic, right-to-left marks (U+200F) around the amount, Arabic-Indic digits and the ٫ separator.
const NBSP = '\u00a0';
const RLM = '\u200f';
const ALM = '\u061c';

describe('formatPrice', () => {
  it.each([
    [1250, `SAR${NBSP}12.50`],
    [0, `SAR${NBSP}0.00`],
    [5, `SAR${NBSP}0.05`],
    [100, `SAR${NBSP}1.00`],
    [123456789, `SAR${NBSP}1,234,567.89`],
    [-5, `-SAR${NBSP}0.05`],
  ])('formats %i halalas in English as %j', (halalas, expected) => {
    expect(formatPrice(halalas, 'en')).toBe(expected);
  });

  it.each([
    [1250, `${RLM}١٢٫٥٠${NBSP}ر.س.${RLM}`],
    [0, `${RLM}٠٫٠٠${NBSP}ر.س.${RLM}`],
    [5, `${RLM}٠٫٠٥${NBSP}ر.س.${RLM}`],
    [123456789, `${RLM}١٬٢٣٤٬٥٦٧٫٨٩${NBSP}ر.س.${RLM}`],
    [-5, `${ALM}-${RLM}٠٫٠٥${NBSP}ر.س.${RLM}`],
  ])('formats %i halalas in Arabic as %j', (halalas, expected) => {
    expect(formatPrice(halalas, 'ar')).toBe(expected);
  });

  it('is exact for the largest safe amount', () => {
    expect(formatPrice(Number.MAX_SAFE_INTEGER, 'en')).toBe(`SAR${NBSP}90,071,992,547,409.91`);
  });

  it.each([12.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s, which is not an integer number of halalas', (amount) => {
    expect(() => formatPrice(amount, 'en')).toThrow(RangeError);
  });
});

// Testing Library folds the no-break space into a plain one by default; compare the exact text.
const exact = { normalizer: (text: string) => text };

describe('Price', () => {
  it('shows the amount in English', () => {
    renderWithDesignSystem(<Price amount={1250} language="en" />);

    expect(screen.getByText(`SAR${NBSP}12.50`, exact)).toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('shows the amount in Arabic, isolated as right-to-left text', () => {
    const { container } = renderWithDesignSystem(<Price amount={1250} language="ar" />, { dir: 'rtl' });

    expect(screen.getByText(`${RLM}١٢٫٥٠${NBSP}ر.س.${RLM}`, exact)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('lang', 'ar');
    expect(container.firstElementChild).toHaveAttribute('dir', 'rtl');
  });

  it('strikes through the original price when it is higher, with labels for screen readers', () => {
    renderWithDesignSystem(<Price amount={1000} original={1250} language="en" currentLabel="Now" originalLabel="Was" />);

    expect(screen.getByRole('deletion').textContent).toBe(`Was SAR${NBSP}12.50`);
    expect(screen.getByText('Now', { exact: false }).parentElement?.textContent).toBe(`Now SAR${NBSP}10.00`);
  });

  it('shows no struck-through price when the original is not higher', () => {
    renderWithDesignSystem(<Price amount={1250} original={1250} language="en" />);

    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });
});
