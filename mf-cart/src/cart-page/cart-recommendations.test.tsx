// The cart's recommendations: the catalog's rail, below the offers, loads when the shopper comes near
// it. In a file of its own: a fragment's loader is kept per fragment for the module registry's life.
import { act, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { getEventBus } from 'shared-events';
import { FragmentLoaderContext } from 'remote-kit';
import { stubGlobal, stubIntersectionObserver, unstubAllGlobals } from 'remote-kit/testing';
import { resetCartServiceForTests } from '../cart-service/cart-store';
import { STORAGE_KEYS } from '../cart-service/storage';
import { renderInStore } from '../test/render';
import { setCartLanguage } from '../test/i18n';
import { CartPage } from './cart-page';

const kabsa = { id: 31, slug: 'kabsa-spices', name: 'Kabsa spices 100g', arName: 'بهارات كبسة ١٠٠ جم', image: '', sellingPrice: 850, price: 850, maxOrder: 10, stockAvailable: true };

beforeEach(async () => {
  localStorage.clear();
  resetCartServiceForTests();
  getEventBus().publish('session:changed', { status: 'guest' });
  stubGlobal(
    'fetch',
    jest.fn(async () => new Response(JSON.stringify({ data: { getAllShippingMethods: { edges: [] }, cartSuggestions: [] } }))),
  );
  await setCartLanguage('ar');
});

afterEach(() => {
  unstubAllGlobals();
});

it('loads the catalog\'s rail only when the shopper comes near it, holding its place until then', async () => {
  localStorage.setItem(STORAGE_KEYS.cartInfo, JSON.stringify({ cartItems: [{ productId: 31, quantity: 2, product: kabsa }], totalItems: 1, subtotal: 1700 }));
  const viewport = stubIntersectionObserver();
  const rail = () => <section aria-label="قد يعجبك أيضًا">rail of similar products</section>;
  const loadFragment = jest.fn(async () => ({ default: rail }));
  renderInStore(
    <FragmentLoaderContext.Provider value={loadFragment}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
      </MemoryRouter>
    </FragmentLoaderContext.Provider>,
    { dir: 'rtl' },
  );
  const waiting = screen.getByTestId('recommendations-waiting');
  const area = viewport.watched().find((element) => element.contains(waiting));
  expect(area).toBeDefined();
  expect(viewport.watching(area!)).toEqual([expect.objectContaining({ rootMargin: '50% 0px 50% 0px' })]);
  expect(loadFragment).not.toHaveBeenCalled();

  act(() => viewport.intersect(area!));
  expect(await screen.findByText('rail of similar products')).toBeInTheDocument();
  expect(loadFragment).toHaveBeenCalledWith('mf_catalog/product-rail');
  expect(screen.queryByTestId('recommendations-waiting')).not.toBeInTheDocument();
  // near once, near for good: nothing is watched any more
  expect(viewport.watched()).not.toContain(area);
});
