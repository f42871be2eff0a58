import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FragmentLoaderContext, RemoteFragment } from './remote-fragment';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common: { remote_unavailable_title: 'This part of the store is not available right now' } } },
  });
});

// Stands in for the account team's wishlist toggle.
function Greeting({ productName }: { productId: number; productName: string }) {
  return <p>Hello {productName}</p>;
}

describe('RemoteFragment', () => {
  it('renders the default export of the loaded fragment with its props', async () => {
    const load = jest.fn().mockResolvedValue({ default: Greeting });
    render(
      <FragmentLoaderContext.Provider value={load}>
        <RemoteFragment id="mf_account/wishlist-toggle" props={{ productId: 7, productName: 'Noura' }} loading={<span>loading</span>} />
      </FragmentLoaderContext.Provider>,
    );
    expect(await screen.findByText('Hello Noura')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_account/wishlist-toggle');
  });

  it('shows the translated fallback when the fragment cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValue(new Error('connection refused'));
    render(
      <FragmentLoaderContext.Provider value={load}>
        <RemoteFragment id="mf_catalog/product-rail" props={{ title: 'Similar', source: { kind: 'similar', productId: 7 } }} />
      </FragmentLoaderContext.Provider>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('This part of the store is not available right now');
  });
});

describe('the page-wide loader', () => {
  it('is used when no app provides one, so nested fragments load too', async () => {
    const { PAGE_FRAGMENT_LOADER } = await import('./remote-fragment');
    const load = jest.fn().mockResolvedValue({ default: Greeting });
    (globalThis as Record<symbol, unknown>)[PAGE_FRAGMENT_LOADER] = load;
    render(<RemoteFragment id="mf_account/wishlist-toggle" props={{ productId: 8, productName: 'Sara' }} />);
    expect(await screen.findByText('Hello Sara')).toBeInTheDocument();
    delete (globalThis as Record<symbol, unknown>)[PAGE_FRAGMENT_LOADER];
  });
});

describe('fragment ids', () => {
  it('are the typed ids of shared-events, each with its own props', async () => {
    const load = jest.fn().mockResolvedValue({ default: Greeting });
    // Checked by tsc: an unknown id, or props of another fragment, do not compile.
    // @ts-expect-error no team exposes this fragment
    const unknownId = <RemoteFragment id="mf_cart/add-to-basket" props={{}} />;
    // @ts-expect-error the product card takes a product, not a wishlist toggle's props
    const wrongProps = <RemoteFragment id="mf_catalog/product-card" props={{ productId: 7, productName: 'Laban' }} />;
    render(
      <FragmentLoaderContext.Provider value={load}>
        {unknownId}
        {wrongProps}
      </FragmentLoaderContext.Provider>,
    );
    expect(await screen.findByText('Hello Laban')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['mf_cart/add-to-basket'], ['mf_catalog/product-card']]);
  });
});
