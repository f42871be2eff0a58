import { screen } from '@testing-library/react';
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
  ['ar', 'اتصل بنا', 'راسلنا على واتساب', 'بِع من خلالنا'],
  ['en', 'Call us', 'Message us on WhatsApp', 'Sell through us'],
] as const)('Footer (%s)', (language, call, whatsapp, sell) => {
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
});
