import { screen, within } from '@testing-library/react';
import type * as CategoriesApi from '../categories/categories-api';
import { renderShell } from '../test/render';
import Footer from './footer';

jest.mock('../categories/categories-api', () => ({
  ...jest.requireActual<typeof CategoriesApi>('../categories/categories-api'),
  fetchLeadCategories: () => Promise.resolve([]),
  fetchPrimeTypes: () => Promise.resolve([]),
  fetchPrimeBrands: () => Promise.resolve([]),
}));

describe.each([
  ['ar', 'اتصل بنا', 'راسلنا على واتساب', 'بِع من خلالنا', 'طرق الدفع', ['مدى', 'فيزا', 'ماستركارد']],
  ['en', 'Call us', 'Message us on WhatsApp', 'Sell through us', 'We accept', ['mada', 'Visa', 'Mastercard']],
] as const)('Footer (%s)', (language, call, whatsapp, sell, accepted, brands) => {
  it('dials, messages and shows the same customer care number', () => {
    renderShell(<Footer />, { language });
    const phone = screen.getByRole('link', { name: `${call} 800 123 4567` });
    expect(phone).toHaveTextContent(/^800 123 4567$/);
    expect(phone).toHaveAttribute('href', 'tel:+9668001234567');
    expect(screen.getByRole('link', { name: whatsapp })).toHaveAttribute('href', 'https://wa.me/9668001234567');
  });

  it('links the sell-through page for groceries', () => {
    renderShell(<Footer />, { language });
    expect(screen.getByRole('link', { name: sell })).toHaveAttribute('href', '/sell-through-groceries');
  });

  it('shows the accepted cards as the design system draws them', () => {
    renderShell(<Footer />, { language });
    const row = screen.getByRole('list', { name: accepted });
    expect(within(row).getAllByRole('img').map((logo) => [logo.getAttribute('aria-label'), logo.getAttribute('data-brand')])).toEqual([
      [brands[0], 'mada'],
      [brands[1], 'visa'],
      [brands[2], 'mastercard'],
    ]);
  });
});
