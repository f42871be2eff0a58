import { screen } from '@testing-library/react';
import { SELLER_PRODUCTS } from '../routing/route-table';
import { renderShell, testI18n } from '../test/render';
import SellerPage from './seller-page';
import type * as RemoteKit from 'remote-kit';
import type * as TestRender from '../test/render';
import type InfoAr from './locales/ar/info.json';

// The page adds its copy to the page's i18next when it loads; here it goes to the test's instance.
jest.mock('./resources', () => {
  const { addResources } = jest.requireActual<typeof RemoteKit>('remote-kit');
  const { testI18n: i18n } = jest.requireActual<typeof TestRender>('../test/render');
  const ar = jest.requireActual<typeof InfoAr>('./locales/ar/info.json');
  const en = jest.requireActual<typeof InfoAr>('./locales/en/info.json');
  addResources(i18n, { ar: { seller: ar.seller }, en: { seller: en.seller } });
  return {};
});

describe('SellerPage', () => {
  it.each([
    ['ar', 'بِع منتجات البقالة عبر سوق البقالة'],
    ['en', 'Sell groceries through Souq Grocery'],
  ] as const)('names the linked product in the page language (%s)', (language, title) => {
    renderShell(<SellerPage product="groceries" />, { language });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(3);
  });

  it.each([
    ['ar', 'بِع منتجاتك عبر سوق البقالة'],
    ['en', 'Sell your products through Souq Grocery'],
  ] as const)('gives a product it does not know a general title, never the raw slug (%s)', (language, title) => {
    renderShell(<SellerPage product="camel-milk" />, { language });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent(title);
    expect(heading).not.toHaveTextContent(/camel/i);
  });

  it('has an Arabic and an English name for every product it is linked for, and no English in the Arabic one', () => {
    for (const product of SELLER_PRODUCTS) {
      expect(testI18n.exists(`seller:products.${product}`, { lng: 'en' })).toBe(true);
      expect(testI18n.getResource('ar', 'seller', `products.${product}`)).toMatch(/^[\u0600-\u06FF\s]+$/);
    }
  });
});
