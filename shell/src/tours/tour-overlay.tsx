// A small accessible guided tour: the current step's element is lit up, a dialog beside it explains
// it, with next, skip and finish. Body scroll is locked while the tour is open. Steps whose anchor
// is not on the page are skipped.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TourName } from 'shared-events';
import { Button, lockBodyScroll, useFocusTrap } from 'design-system';
import { findAnchor, TOURS } from './tour-steps';

const Shade = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.tour};
`;

const Spotlight = styled.div`
  position: fixed;
  border-radius: ${({ theme }) => theme.radii.ml};
  box-shadow: ${({ theme }) => theme.shadows.spotlight};
  outline: 3px solid ${({ theme }) => theme.colors.secondary};
  pointer-events: none;
  transition: all ${({ theme }) => theme.transitions.move};
`;

const Card = styled.div`
  position: fixed;
  width: min(22rem, calc(100vw - ${({ theme }) => theme.space[4]}));
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:focus {
    outline: none;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  small {
    margin-inline-end: auto;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const PAD = 6;

/** How a tour ended: the last step was done, the shopper left it, or none of its steps is on the page. */
export type TourOutcome = 'finished' | 'skipped' | 'unavailable';

export interface TourOverlayProps {
  tour: TourName;
  onEnd: (outcome: TourOutcome) => void;
}

export default function TourOverlay({ tour, onEnd }: TourOverlayProps) {
  const { t } = useTranslation('common');
  const steps = TOURS[tour];
  // Anchors are looked up when a step is reached, so parts of the page that render late still count.
  const nextPresent = (from: number) => {
    let to = from;
    while (to < steps.length && !findAnchor(steps[to]!.anchor)) to += 1;
    return to;
  };
  const [index, setIndex] = useState(() => nextPresent(0));
  const [box, setBox] = useState<Box | null>(null);
  const [cardAt, setCardAt] = useState<{ top: number; left: number }>({ top: -9999, left: 0 });
  const nextRef = useRef<HTMLButtonElement>(null);
  // The design system's trap: Tab stays in the step while the page behind is covered, and focus
  // goes back to where it was when the tour ends.
  const cardRef = useFocusTrap<HTMLDivElement>(index < steps.length, { initialFocus: nextRef });
  const titleId = useId();
  const bodyId = useId();

  const step = steps[index];
  const last = nextPresent(index + 1) >= steps.length;

  useEffect(() => {
    if (index >= steps.length) onEnd('unavailable');
  }, [index, steps.length, onEnd]);

  useEffect(() => lockBodyScroll(), []);

  // Light up the step's element, scrolled into view.
  useLayoutEffect(() => {
    if (!step) return undefined;
    const measure = () => {
      const anchor = findAnchor(step.anchor);
      if (!anchor) return;
      const rect = anchor.getBoundingClientRect();
      setBox({ top: rect.top - PAD, left: rect.left - PAD, width: rect.width + PAD * 2, height: rect.height + PAD * 2 });
    };
    findAnchor(step.anchor)?.scrollIntoView({ block: 'center', inline: 'nearest' });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);

  // Place the card below the element when it fits, otherwise above; keep it on screen.
  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card || !box) return;
    const { offsetWidth: w, offsetHeight: h } = card;
    const below = box.top + box.height + 12;
    const top = below + h <= window.innerHeight - 8 ? below : Math.max(8, box.top - h - 12);
    const left = Math.min(Math.max(8, box.left), window.innerWidth - w - 8);
    setCardAt({ top, left });
  }, [box, cardRef]);

  // The step's own "next" takes focus as each step shows, and again once its highlight is placed.
  const placed = box !== null;
  useEffect(() => {
    nextRef.current?.focus();
  }, [index, placed]);

  if (!step) return null;

  const next = () => {
    const to = nextPresent(index + 1);
    if (to >= steps.length) onEnd('finished');
    else setIndex(to);
  };

  return (
    <Shade data-testid="tour" data-tour-name={tour}>
      {box && <Spotlight style={box} data-testid="tour-spotlight" />}
      <Card
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        style={cardAt}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onEnd('skipped');
        }}
      >
        <h2 id={titleId}>{t(step.title)}</h2>
        <p id={bodyId}>{t(step.body)}</p>
        <Footer>
          <small>{t('tour_step', { current: index + 1, total: steps.length })}</small>
          {!last && (
            <Button variant="ghost" size="sm" onClick={() => onEnd('skipped')}>
              {t('tour_skip')}
            </Button>
          )}
          <Button ref={nextRef} size="sm" onClick={next}>
            {last ? t('tour_finish') : t('tour_next')}
          </Button>
        </Footer>
      </Card>
    </Shade>
  );
}
