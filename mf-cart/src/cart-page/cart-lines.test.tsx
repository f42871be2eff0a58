import { fireEvent, screen, within } from '@testing-library/react';
import { getEventBus } from 'shared-events';
import { resetCartServiceForTests } from '../cart-service/cart-store';
import type { CartLine } from '../cart-service/storage';
import { setCartLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { CartLines } from './cart-lines';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

const product = (id: number, image: string, name: string, arName: string) => ({
  id, slug: `product-${id}`, name, arName, image, sellingPrice: 850, price: 850, maxOrder: 10, stockAvailable: true,
});

const lines: CartLine[] = [
  // the catalogue has no photo of this one: the add-to-cart data carries an empty image
  { productId: 31, quantity: 1, product: product(31, '', 'Kabsa spices 100g', 'بهارات كبسة ١٠٠ جم') },
  { productId: 32, quantity: 2, product: product(32, '/images/products/sukkari-dates-1kg.svg', 'Sukkari dates 1kg', 'تمر سكري ١ كجم') },
  { productId: 33, quantity: 1, product: product(33, '  ', 'Almarai fresh milk 1L', 'حليب المراعي طازج ١ لتر') },
];

beforeEach(() => {
  localStorage.clear();
  resetCartServiceForTests();
  getEventBus().publish('session:changed', { status: 'guest' });
  stubGlobal('fetch', jest.fn(() => Promise.resolve(new Response('{}', { status: 404 }))));
});

afterEach(() => unstubAllGlobals());

describe.each([
  ['en', 'Items in your cart', 'Remove Kabsa spices 100g'],
  ['ar', 'منتجات السلة', 'إزالة بهارات كبسة ١٠٠ جم'],
] as const)('cart line images (%s)', (language, listName, removeKabsa) => {
  it('never renders an image with an empty source: a placeholder of the same size stands in', async () => {
    await setCartLanguage(language);
    const { container } = renderInStore(<CartLines lines={lines} />, { dir: language === 'ar' ? 'rtl' : 'ltr' });
    const list = screen.getByRole('list', { name: listName });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('button', { name: removeKabsa })).toBeInTheDocument();

    expect(container.querySelectorAll('img')).toHaveLength(1);
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('src')?.trim()).toBeTruthy();
    // Photo and placeholders are decorative: each line is named by the product beside them.
    expect(within(list).queryAllByRole('img')).toHaveLength(0);
    const photo = within(rows[1]!).getByRole('presentation');
    expect(photo).toHaveAttribute('src', '/images/products/sukkari-dates-1kg.svg');
    const placeholders = [rows[0]!, rows[2]!].map((row) => within(row).getByRole('img', { hidden: true }));
    for (const placeholder of placeholders) expect(placeholder).toHaveAttribute('aria-hidden', 'true');

    for (const box of [photo, ...placeholders]) expect(box).toHaveStyle({ width: '64px', height: '64px' });
  });
});

it('swaps a photo that fails to load for the placeholder', async () => {
  await setCartLanguage('en');
  const { container } = renderInStore(<CartLines lines={[lines[1]!]} />);
  const row = screen.getByRole('listitem');
  fireEvent.error(within(row).getByRole('presentation'));
  expect(container.querySelector('img')).toBeNull();
  expect(within(row).getByRole('img', { hidden: true })).toHaveStyle({ width: '64px', height: '64px' });
});
