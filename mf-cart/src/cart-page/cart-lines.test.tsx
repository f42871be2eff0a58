import { fireEvent, screen, within } from '@testing-library/react';
import { getEventBus } from 'shared-events';
import { resetCartServiceForTests } from '../cart-service/cart-store';
import type { CartLine } from '../cart-service/storage';
import { setCartLanguage } from '../test/i18n';
import { renderInStore } from '../test/render';
import { CartLines } from './cart-lines';

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
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))));
});

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['en', 'Items in your cart', 'Remove Kabsa spices 100g'],
  ['ar', 'منتجات السلة', 'إزالة بهارات كبسة ١٠٠ جم'],
] as const)('cart line images (%s)', (language, listName, removeKabsa) => {
  it('never renders an image with an empty source: a placeholder of the same size stands in', async () => {
    await setCartLanguage(language);
    const { container } = renderInStore(<CartLines lines={lines} />, { dir: language === 'ar' ? 'rtl' : 'ltr' });
    const rows = within(screen.getByRole('list', { name: listName })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('button', { name: removeKabsa })).toBeInTheDocument();

    expect(container.querySelectorAll('img')).toHaveLength(1);
    for (const img of container.querySelectorAll('img')) expect(img.getAttribute('src')?.trim()).toBeTruthy();
    const placeholders = screen.getAllByTestId('cart-line-image-placeholder');
    expect(placeholders).toHaveLength(2);
    expect(rows[0]).toContainElement(placeholders[0]!);
    expect(rows[2]).toContainElement(placeholders[1]!);

    const photo = container.querySelector('img')!;
    expect(photo).toHaveAttribute('src', '/images/products/sukkari-dates-1kg.svg');
    for (const box of [photo, ...placeholders]) expect(box).toHaveStyle({ width: '64px', height: '64px' });
  });
});

it('swaps a photo that fails to load for the placeholder', async () => {
  await setCartLanguage('en');
  const { container } = renderInStore(<CartLines lines={[lines[1]!]} />);
  fireEvent.error(container.querySelector('img')!);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByTestId('cart-line-image-placeholder')).toHaveStyle({ width: '64px', height: '64px' });
});
