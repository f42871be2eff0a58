// A horizontal carousel on CSS scroll-snap: swipe or scroll natively, or use the buttons, which
// move one view at a time in reading direction (leftwards in Arabic). Slides per view follow the
// viewport width (spec §9).
import { Children, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconButton, Skeleton, skipWhileOffscreen } from 'design-system';
import { SLIDES_PER_VIEW, slidesPerView, type CarouselKind } from './slides-per-view';

// Most of the home page's rails are below the fold: each is laid out once the shopper comes near it.
const Root = styled.section`
  position: relative;
  margin-block: ${({ theme }) => theme.space[6]};
  ${skipWhileOffscreen('20rem')}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * Slides per view in CSS, from the same breakpoints: a page rendered on the server lays its tracks out
 * right for the screen before any script has measured it.
 */
const perViewRules = (kind: CarouselKind) =>
  SLIDES_PER_VIEW[kind]
    .map(([minWidth, perView], index) => (index === 0 ? `--per-view: ${perView};` : `@media (min-width: ${minWidth}px) { --per-view: ${perView}; }`))
    .join('\n');

const Track = styled.ul<{ $kind: CarouselKind }>`
  ${({ $kind }) => perViewRules($kind)}
  --gap: 0.5rem;
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[2]};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view));
  gap: var(--gap);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  > li {
    scroll-snap-align: start;
    min-width: 0;
  }
`;

// Reading `innerWidth` makes the browser bring its layout up to date first, and every carousel asks
// for the width on each render and after each commit: on the home page's rails that was one forced
// layout per carousel. The width is read once and again only after a resize.
let knownWidth: number | undefined;
const resizeListeners = new Set<() => void>();
const onResize = () => {
  knownWidth = undefined;
  for (const listener of resizeListeners) listener();
};
const subscribeToResize = (onChange: () => void) => {
  if (resizeListeners.size === 0) window.addEventListener('resize', onResize);
  resizeListeners.add(onChange);
  return () => {
    resizeListeners.delete(onChange);
    if (resizeListeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // Unwatched, the width may change unseen: the next carousel reads it again.
    knownWidth = undefined;
  };
};
const viewportWidth = () => (knownWidth ??= window.innerWidth);

/**
 * Slides per view at the viewport's width. On the server, and while hydrating its HTML, no width is
 * known: the count is the narrowest screen's (the track's CSS needs none). The count, not the width, is
 * what the carousel follows, so a phone, whose count is the narrowest screen's, renders no carousel
 * again once hydrated, and a resize renders one again only when its count changes.
 */
function useSlidesPerView(kind: CarouselKind): number {
  const now = useCallback(() => slidesPerView(kind, viewportWidth()), [kind]);
  const beforeAnyWidth = useCallback(() => slidesPerView(kind, 0), [kind]);
  return useSyncExternalStore(subscribeToResize, now, beforeAnyWidth);
}

function Chevron({ pointsTo }: { pointsTo: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={pointsTo === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

export interface CarouselProps {
  title: string;
  kind?: CarouselKind;
  /** A link beside the title ("see all"). */
  action?: ReactNode;
  children: ReactNode;
  /** The carousel's root, for a rail that waits until it comes near the viewport. */
  ref?: Ref<HTMLElement>;
}

export function Carousel({ title, kind = 'products', action, children, ref }: CarouselProps) {
  const { t, i18n } = useTranslation('homepage');
  const rtl = i18n.dir(i18n.language) === 'rtl';
  const perView = useSlidesPerView(kind);
  const track = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const count = Children.count(children);
  // Until the shopper scrolls, the track sits at its start and its end is in view exactly when every
  // slide fits: no layout is read on mount, which on a page of carousels would force one per track.
  const [scrolled, setScrolled] = useState<{ start: boolean; end: boolean } | null>(null);
  const edges = scrolled ?? { start: true, end: count <= perView };

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // scrollLeft runs negative in right-to-left scrollers.
    const offset = Math.abs(element.scrollLeft);
    const max = element.scrollWidth - element.clientWidth;
    setScrolled({ start: offset <= 1, end: offset >= max - 1 });
  }, []);

  // New slides or another number per view: back to the derived edges until the next scroll.
  useEffect(() => {
    setScrolled(null);
  }, [count, perView]);

  const move = (step: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const distance = element.clientWidth * step * (rtl ? -1 : 1);
    element.scrollBy({ left: distance });
  };

  return (
    <Root ref={ref} aria-labelledby={titleId} aria-roledescription={t('carousel.role')} data-testid="carousel" data-per-view={perView}>
      <Head>
        <h2 id={titleId}>{title}</h2>
        <Buttons>
          {action}
          <IconButton aria-label={t('carousel.previous')} variant="ghost" size="sm" disabled={edges.start} onClick={() => move(-1)}>
            <Chevron pointsTo={rtl ? 'right' : 'left'} />
          </IconButton>
          <IconButton aria-label={t('carousel.next')} variant="ghost" size="sm" disabled={edges.end} onClick={() => move(1)}>
            <Chevron pointsTo={rtl ? 'left' : 'right'} />
          </IconButton>
        </Buttons>
      </Head>
      <Track ref={track} $kind={kind} onScroll={measure}>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </Track>
    </Root>
  );
}

/** The size of an IconButton of size sm, which sets the height of a carousel's head. */
const ButtonSlot = styled.span`
  display: block;
  width: 2rem;
  height: 2rem;
`;

/**
 * A carousel's footprint before the code of its contents has arrived: the same head and track,
 * filled with the placeholders it is given, hidden from assistive technology and with nothing to
 * focus.
 */
export function CarouselPlaceholder({ kind = 'products', children }: { kind?: CarouselKind; children: ReactNode }) {
  return (
    <Root aria-hidden="true" data-testid="carousel-placeholder">
      <Head>
        <Skeleton width="12rem" height="1.25rem" />
        <Buttons>
          <ButtonSlot />
          <ButtonSlot />
        </Buttons>
      </Head>
      <Track $kind={kind}>
        {Children.map(children, (child) => (
          <li>{child}</li>
        ))}
      </Track>
    </Root>
  );
}
