import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { DesignSystemProvider } from 'design-system';
import { type AddToCartProps, type FragmentId, type WishlistToggleProps } from 'shared-events';
import { initTestI18n, makeProduct, renderCatalog } from '../../test-utils';
import { discountPercent, ProductCard } from './product-card';

function FakeAddToCart({ product, size }: AddToCartProps) {
  return (
    <button type="button">
      add {product.name} ({size}) {product.sellingPrice}/{product.price} max {product.maxOrder}
    </button>
  );
}

function FakeHeart({ productId, productName }: WishlistToggleProps) {
  return <button type="button">heart {productId} {productName}</button>;
}

/** The other teams' fragments a card mounts, each by its id. */
const fragments = () => jest.fn(async (id: FragmentId) => ({ default: id === 'mf_cart/add-to-cart' ? FakeAddToCart : FakeHeart }));

describe('ProductCard', () => {
  it('shows the name, the discounted price, the account team\'s heart and the cart team\'s add-to-cart with the product summary', async () => {
    await initTestI18n('en');
    const load = fragments();
    renderCatalog(<ProductCard product={makeProduct(7, { priceHalalas: 2000, sellingPriceHalalas: 1500, maxOrder: 5 })} />, { loadFragment: load });

    const card = screen.getByRole('article', { name: 'Product 7' });
    expect(within(card).getByRole('link', { name: 'Product 7' })).toHaveAttribute('href', '/product/product-7');
    expect(card).toHaveTextContent('25% off');
    expect(card).toHaveTextContent('SAR 15.00');
    expect(card).toHaveTextContent('SAR 20.00');
    const image = card.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');

    expect(await within(card).findByRole('button', { name: 'add Product 7 (compact) 1500/2000 max 5' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_cart/add-to-cart');
    expect(await within(card).findByRole('button', { name: 'heart 7 Product 7' })).toBeInTheDocument();
  });

  it("keeps the other teams' placeholders still until their fragments mount, so a grid of cards runs no animation", async () => {
    await initTestI18n('en');
    // The server's HTML (and the hydrating render) shows the placeholders; the fragments come after.
    const server = document.body.appendChild(document.createElement('div'));
    server.innerHTML = renderToString(
      <DesignSystemProvider dir="ltr">
        <MemoryRouter>
          <ProductCard product={makeProduct(5)} />
        </MemoryRouter>
      </DesignSystemProvider>,
    );
    try {
      const card = screen.getByRole('article', { name: 'Product 5' });
      const placeholders = Array.from(card.querySelectorAll('span[aria-hidden="true"]'));
      expect(placeholders).toHaveLength(2);

      const css = Array.from(document.head.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
      const rulesOf = (element: Element) => Array.from(element.classList).flatMap((name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? []);
      for (const placeholder of placeholders) {
        const rules = rulesOf(placeholder);
        // A skeleton's shimmer, stopped for reduced motion and, here, for every shopper as well.
        expect(rules.some((rule) => /::after\{[^}]*animation:\w+ 1\.4s/.test(rule))).toBe(true);
        expect(rules.filter((rule) => /::after\{animation:none;?\}/.test(rule))).toHaveLength(2);
      }
    } finally {
      server.remove();
    }
  });

  it('uses the Arabic name and Arabic-Indic digits in Arabic', async () => {
    await initTestI18n('ar');
    renderCatalog(<ProductCard product={makeProduct(3, { priceHalalas: 1250, sellingPriceHalalas: 1250 })} />);
    const card = screen.getByRole('article', { name: 'منتج 3' });
    expect(card).toHaveTextContent('١٢٫٥٠');
    expect(card).not.toHaveTextContent('خصم');
    expect(within(card).getByRole('link', { name: 'منتج 3' })).toBeInTheDocument();
  });

  it('says when no seller near the shopper offers the product, without add-to-cart', async () => {
    await initTestI18n('en');
    const load = jest.fn();
    renderCatalog(<ProductCard product={makeProduct(4, { available: false, stockAvailable: 0 })} />, { loadFragment: load });
    expect(screen.getByRole('article', { name: 'Product 4' })).toHaveTextContent('Not sold near your address');
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['ar', 'en'] as const)('places the discount badge at the start corner with logical offsets (%s)', async (language) => {
    await initTestI18n(language);
    renderCatalog(<ProductCard product={makeProduct(5, { priceHalalas: 2000, sellingPriceHalalas: 1500 })} />);
    const card = screen.getByRole('article', { name: language === 'ar' ? 'منتج 5' : 'Product 5' });
    const badge = within(card).getByText(language === 'ar' ? /خصم/ : /off/);
    const style = getComputedStyle(badge);
    // No physical side: the same rule reads as right in Arabic and left in English.
    expect(style.getPropertyValue('inset-inline-start')).toBe('0.75rem');
    expect(style.getPropertyValue('left')).toBe('');
    expect(style.getPropertyValue('right')).toBe('');
  });

  it('shows a placeholder of the same footprint, not an empty image, when the product has no photo', async () => {
    await initTestI18n('en');
    renderCatalog(<ProductCard product={makeProduct(6, { image: null })} />);
    const card = screen.getByRole('article', { name: 'Product 6' });
    expect(card.querySelector('img')).toBeNull();
    // Decorative like the photo it replaces: the card is already named by the product.
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    const placeholder = within(card).getByRole('img', { hidden: true });
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(placeholder).getPropertyValue('aspect-ratio')).toBe('1');
    expect(getComputedStyle(placeholder).width).toBe('100%');
  });

  it('computes whole-percent discounts and none when not discounted', () => {
    expect(discountPercent(1000, 850)).toBe(15);
    expect(discountPercent(1000, 1000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});
