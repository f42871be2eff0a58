import { act, screen } from '@testing-library/react';
import { initTestI18n, makeProduct, renderCatalog } from '../../test-utils';
import { ProductCard } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** The boxes below the image, in order: name, price, actions. */
const slots = (card: HTMLElement) => [...card.children].filter((child) => getComputedStyle(child).position !== 'absolute').slice(1);

const size = (element: Element) => {
  const style = getComputedStyle(element);
  return { minHeight: style.minHeight, fontSize: style.fontSize, lineHeight: style.lineHeight, marginTop: style.marginTop };
};

describe('ProductCardSkeleton', () => {
  it('is hidden from assistive technology and has no heading or anything to focus', async () => {
    await initTestI18n('en');
    renderCatalog(<ProductCardSkeleton />);
    const skeleton = screen.getByTestId('product-card-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton.querySelectorAll('h1, h2, h3, h4, a, button')).toHaveLength(0);
  });

  it.each([
    ['discounted and available', { priceHalalas: 2000, sellingPriceHalalas: 1500 }],
    ['not sold nearby', { available: false, stockAvailable: 0 }],
  ])('holds the same boxes as a card (%s), so a row does not change height when the products arrive', async (_, overrides) => {
    await initTestI18n('en');
    // Inside act, so the add-to-cart fragment has loaded before the boxes are compared.
    await act(async () => {
      renderCatalog(
        <>
          <ProductCardSkeleton />
          <ProductCard product={makeProduct(1, overrides)} />
        </>,
      );
    });
    const skeleton = slots(screen.getByTestId('product-card-skeleton'));
    const card = slots(screen.getByRole('article', { name: 'Product 1' }));
    expect(skeleton).toHaveLength(3);
    expect(skeleton.map(size)).toEqual(card.map(size));
    expect(card.map(size).map((box) => box.minHeight)).toEqual(['2.5em', '3em', '2.25rem']);
  });
});
