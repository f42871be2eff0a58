import { act, fireEvent, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DesignSystemProvider } from 'design-system';
import { initTestI18n, renderCatalog } from '../test-utils';
import { Carousel } from './carousel';
import { slidesPerView, type CarouselKind } from './slides-per-view';

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

function renderCarousel(kind: CarouselKind = 'products') {
  return renderCatalog(
    <Carousel title="Offers near you" kind={kind}>
      {Array.from({ length: 20 }, (_, index) => (
        <span key={index}>slide {index}</span>
      ))}
    </Carousel>,
  );
}

// Spec §9, exactly.
const PRODUCT_WIDTHS: [number, number][] = [
  [320, 3],
  [480, 4],
  [640, 5],
  [768, 6],
  [958, 7],
  [1024, 9],
  [1280, 10],
  [1366, 11],
  [1440, 11],
  [1600, 12],
  [1920, 12],
];

describe('Carousel slides per view', () => {
  it.each(PRODUCT_WIDTHS)('shows %i px wide: %i product slides per view', async (width, perView) => {
    await initTestI18n('en');
    setWidth(width);
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Offers near you' });
    expect(carousel).toHaveAttribute('data-per-view', String(perView));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('follows the viewport when it is resized', async () => {
    await initTestI18n('en');
    setWidth(390);
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Offers near you' });
    expect(carousel).toHaveAttribute('data-per-view', '3');
    setWidth(1300);
    expect(carousel).toHaveAttribute('data-per-view', '10');
  });

  it('reads the viewport width once for a page of carousels, and once more after a resize', async () => {
    await initTestI18n('en');
    setWidth(390);
    let width = 390;
    const reads = jest.fn(() => width);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
    const rails = (label: string) =>
      ['Offers', 'Dairy', 'Bakery', 'Drinks'].map((title) => (
        <Carousel key={title} title={`${title} ${label}`}>
          {Array.from({ length: 8 }, (_, index) => (
            <span key={index}>slide {index}</span>
          ))}
        </Carousel>
      ));
    const { rerender } = renderCatalog(<>{rails('near you')}</>);
    rerender(<>{rails('today')}</>);
    expect(screen.getAllByRole('region')).toHaveLength(4);
    expect(reads).toHaveBeenCalledTimes(1);
    width = 1300;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(reads).toHaveBeenCalledTimes(2);
    for (const carousel of screen.getAllByRole('region')) expect(carousel).toHaveAttribute('data-per-view', '10');
  });

  // The server knows no width: it renders the narrowest screen's count, which a phone keeps.
  it.each([
    [390, '3', false],
    [1300, '10', true],
  ])('hydrated at %i px shows %s per view (rendered again: %s)', async (width, perView, renderedAgain) => {
    await initTestI18n('en');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    const phases: string[] = [];
    const page = (
      <DesignSystemProvider dir="ltr">
        <Profiler id="rail" onRender={(_id, phase) => phases.push(phase)}>
          <Carousel title="Offers near you">
            {Array.from({ length: 8 }, (_, index) => (
              <span key={index}>slide {index}</span>
            ))}
          </Carousel>
        </Profiler>
      </DesignSystemProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.appendChild(container);
    expect(container.querySelector('[data-testid="carousel"]')).toHaveAttribute('data-per-view', '3');
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('region', { name: 'Offers near you' })).toHaveAttribute('data-per-view', perView);
    act(() => root?.unmount());
    container.remove();
    expect(phases.some((phase) => phase !== 'mount')).toBe(renderedAgain);
  });

  it('has the other two kinds from 3 to 8 and from 2 to 4', () => {
    expect(slidesPerView('compact', 320)).toBe(3);
    expect(slidesPerView('compact', 1920)).toBe(8);
    expect(slidesPerView('wide', 360)).toBe(2);
    expect(slidesPerView('wide', 1920)).toBe(4);
    // between breakpoints the lower one holds; below the first, the first
    expect(slidesPerView('products', 1000)).toBe(7);
    expect(slidesPerView('products', 300)).toBe(3);
    for (let width = 320; width < 1920; width += 40) {
      expect(slidesPerView('compact', width + 40)).toBeGreaterThanOrEqual(slidesPerView('compact', width));
    }
  });

  it('scrolls one view towards the reading direction: leftwards in Arabic', async () => {
    await initTestI18n('ar');
    setWidth(390);
    renderCarousel();
    const track = screen.getByRole('list');
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 360 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 2400 });
    const scrollBy = jest.fn();
    track.scrollBy = scrollBy;
    fireEvent.scroll(track);
    fireEvent.click(screen.getByRole('button', { name: 'التالي' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -360 });
  });

  it('starts at its start, with "next" only when some slides are out of view, then follows the scroll', async () => {
    await initTestI18n('en');
    setWidth(390);
    const { unmount } = renderCatalog(
      <Carousel title="Brands">
        {[1, 2, 3].map((n) => (
          <span key={n}>slide {n}</span>
        ))}
      </Carousel>,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    unmount();

    renderCarousel();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    const track = screen.getByRole('list');
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 360 });
    Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 2400 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, value: 2040 });
    fireEvent.scroll(track);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
