import { fireEvent, screen } from '@testing-library/react';
import styled from 'styled-components';
import { ProductImage } from './product-image';
import { cssFor, renderWithDesignSystem } from './test-utils';

const DATES = '/images/products/sukkari-dates-1kg.svg';

describe('ProductImage', () => {
  it('is an image named by its alt, lazy and decoded off the main thread, at a fixed size', () => {
    renderWithDesignSystem(<ProductImage src={DATES} alt="Sukkari dates 1kg" width={64} />);
    const image = screen.getByRole('img', { name: 'Sukkari dates 1kg' });

    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', DATES);
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '64');
    expect(image).toHaveAttribute('height', '64');
    expect(image).toHaveStyle({ width: '64px', height: '64px' });
    expect(getComputedStyle(image).getPropertyValue('aspect-ratio')).toBe('1');
    expect(cssFor(image)).toContain('object-fit:contain');
  });

  it('serves the catalogue\'s vector artwork as it is: one small file, sharp at every screen density', () => {
    renderWithDesignSystem(<ProductImage src={DATES} alt="Sukkari dates 1kg" width={160} fluid />);
    const image = screen.getByRole('img', { name: 'Sukkari dates 1kg' });
    expect(image).toHaveAttribute('src', DATES);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '160');
    expect(image).toHaveAttribute('height', '160');
  });

  it('loads eagerly with a high priority when it is the largest paint of the page', () => {
    renderWithDesignSystem(<ProductImage src={DATES} alt="Sukkari dates 1kg" width={480} fluid loading="eager" fetchPriority="high" />);
    const image = screen.getByRole('img', { name: 'Sukkari dates 1kg' });

    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveStyle({ width: '100%', height: 'auto' });
  });

  it('keeps a non-square aspect ratio, so the space is reserved before the photo arrives', () => {
    renderWithDesignSystem(<ProductImage src={DATES} alt="" width={160} height={120} fluid />);
    const image = screen.getByRole('presentation');

    expect(image).toHaveAttribute('height', '120');
    expect(getComputedStyle(image).getPropertyValue('aspect-ratio')).toBe('4/3');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', null],
  ])('shows a same-size placeholder, never an image, when the src is %s', (_, src) => {
    const { container } = renderWithDesignSystem(<ProductImage src={src} alt="" width={48} radius="md" />);

    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const placeholder = screen.getByRole('img', { hidden: true });
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveStyle({ width: '48px', height: '48px' });
    expect(getComputedStyle(placeholder).getPropertyValue('aspect-ratio')).toBe('1');
    expect(cssFor(placeholder)).toContain('border-radius:8px');
  });

  it('gives the placeholder the alt as its name when the alt is meaningful', () => {
    renderWithDesignSystem(<ProductImage src="" alt="Almarai Laban 1L" width={480} fluid />);
    const placeholder = screen.getByRole('img', { name: 'Almarai Laban 1L' });

    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).not.toHaveAttribute('aria-hidden');
    expect(placeholder).toHaveStyle({ width: '100%' });
  });

  it('swaps a photo that fails to load for the placeholder, and tries again for a new src', () => {
    const { container, rerender } = renderWithDesignSystem(<ProductImage src="/images/products/missing.jpg" alt="لبن المراعي ١ لتر" width={64} />, { dir: 'rtl' });
    fireEvent.error(screen.getByRole('img', { name: 'لبن المراعي ١ لتر' }));

    expect(container.querySelector('img')).toBeNull();
    const placeholder = screen.getByRole('img', { name: 'لبن المراعي ١ لتر' });
    expect(placeholder).toHaveStyle({ width: '64px', height: '64px' });

    rerender(<ProductImage src={DATES} alt="تمر سكري ١ كجم" width={64} />);
    expect(screen.getByRole('img', { name: 'تمر سكري ١ كجم' })).toHaveAttribute('src', DATES);
  });

  it('lets a caller restyle the footprint, for the photo and the placeholder alike', () => {
    const Thumb = styled(ProductImage)`
      width: 72px;
      height: 72px;
    `;
    renderWithDesignSystem(
      <>
        <Thumb src={DATES} alt="Sukkari dates 1kg" width={64} fit="cover" />
        <Thumb src="" alt="Kabsa spices 100g" width={64} />
      </>,
    );

    const photo = screen.getByRole('img', { name: 'Sukkari dates 1kg' });
    expect(photo).toHaveStyle({ width: '72px', height: '72px' });
    expect(cssFor(photo)).toContain('object-fit:cover');
    expect(screen.getByRole('img', { name: 'Kabsa spices 100g' })).toHaveStyle({ width: '72px', height: '72px' });
  });
});
