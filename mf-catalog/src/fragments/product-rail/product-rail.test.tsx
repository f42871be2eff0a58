import { screen, within } from '@testing-library/react';
import { clearLightCache } from '../../shared/light-query';
import { initTestI18n, makeProduct, renderCatalog, stubIntersectionObserver } from '../../test-utils';
import { ProductRail } from './product-rail';
import { stubGlobal, unstubAllGlobals } from 'remote-kit/testing';

function stubApi() {
  const fetchMock = jest.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify({ data: { similarProducts: [makeProduct(9)] } }), { status: 200 })),
  );
  stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ProductRail', () => {
  beforeEach(() => clearLightCache());
  afterEach(() => unstubAllGlobals());

  // The product page and the cart's recommendations show one rail each, near the top: no waiting.
  it('asks for its products at once unless told to wait, even where the browser can say what is near', async () => {
    await initTestI18n('en');
    const observer = stubIntersectionObserver();
    const fetchMock = stubApi();
    renderCatalog(<ProductRail title="Similar products" source={{ kind: 'similar', productId: 7 }} />);
    const rail = screen.getByRole('region', { name: 'Similar products' });
    expect(await within(rail).findByRole('article', { name: 'Product 9' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(observer.watched()).toEqual([]);
  });

  it('when told to wait, shows its title and placeholders and asks for nothing until it comes near', async () => {
    await initTestI18n('en');
    const observer = stubIntersectionObserver();
    const fetchMock = stubApi();
    renderCatalog(<ProductRail deferred title="Similar products" source={{ kind: 'similar', productId: 7 }} />);
    const rail = screen.getByRole('region', { name: 'Similar products' });
    expect(within(rail).getAllByTestId('product-card-skeleton')).toHaveLength(6);
    expect(fetchMock).not.toHaveBeenCalled();

    observer.intersect(rail);
    expect(await within(rail).findByRole('article', { name: 'Product 9' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
