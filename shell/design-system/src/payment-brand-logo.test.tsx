import { screen } from '@testing-library/react';
import { PAYMENT_BRANDS, PaymentBrandLogo } from './payment-brand-logo';
import { colors } from './theme';
import { renderWithDesignSystem } from './test-utils';

describe('PaymentBrandLogo', () => {
  it.each([
    ['mada', 'مدى', colors.marks.madaGreen],
    ['visa', 'Visa', colors.marks.visa],
    ['mastercard', 'Mastercard', colors.marks.mastercardRed],
  ] as const)('draws the %s mark as one image named by its label', (brand, label, colour) => {
    renderWithDesignSystem(<PaymentBrandLogo brand={brand} label={label} />, { dir: label === 'مدى' ? 'rtl' : 'ltr' });
    const logo = screen.getByRole('img', { name: label });
    expect(logo).toHaveAttribute('data-brand', brand);
    // the drawing itself is hidden; the name is the label
    expect(logo.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(logo.innerHTML).toContain(`fill="${colour}"`);
  });

  it.each(['mada', 'visa'] as const)('sets the %s lettering left to right on an Arabic page, where SVG text would otherwise run from its end', (brand) => {
    renderWithDesignSystem(
      <div dir="rtl">
        <PaymentBrandLogo brand={brand} label={brand} />
      </div>,
      { dir: 'rtl' },
    );
    const lettering = screen.getByRole('img', { name: brand }).querySelector('text');
    expect(lettering).toHaveAttribute('direction', 'ltr');
  });

  it('knows the three brands the store accepts', () => {
    expect(PAYMENT_BRANDS).toEqual(['mada', 'visa', 'mastercard']);
  });
});
