// Runs guided tours asked for with `tour:start`: the address chip asks for the delivery tour once it
// is ready, the cart remote for the cart tour. One tour at a time; a tour asked for while another
// runs waits its turn. Nothing starts before the page has settled and the session is known, or
// while it is expired (the expired-session modal is open then). A tour already seen is not shown
// again; finishing or skipping marks it seen. The overlay is loaded only when a tour actually runs.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { TourName } from 'shared-events';
import { useBusEvent } from 'shared-events/react';
import { whenIdle } from '../lazy/when-idle';
import { useSession } from '../session/use-session';
import { ensureToursRecord, hasSeen, markSeen } from './tour-record';
import type { TourOutcome } from './tour-overlay';

const TourOverlay = lazy(() => import('./tour-overlay'));

/**
 * Resolves once the page has loaded and the browser has a quiet moment: a tour that opens while the
 * page is still rendering would cover content that moves under it and compete with it for the main
 * thread. Bounded, so a busy page still gets its tour.
 */
export function pageSettled(win: Window = window): Promise<void> {
  const idle = () => new Promise<void>((resolve) => whenIdle(resolve, win));
  if (win.document.readyState === 'complete') return idle();
  return new Promise((resolve) => win.addEventListener('load', () => void idle().then(resolve), { once: true }));
}

interface Tours {
  running: TourName | null;
  waiting: readonly TourName[];
}

export function TourHost() {
  const session = useSession();
  const [tours, setTours] = useState<Tours>({ running: null, waiting: [] });
  const [settled, setSettled] = useState(false);
  const blocked = !session || session.status === 'expired' || !settled;

  useEffect(() => {
    ensureToursRecord();
    let live = true;
    void pageSettled().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);

  useBusEvent('tour:start', ({ tour }) => {
    if (hasSeen(tour)) return;
    setTours((now) => (now.running === tour || now.waiting.includes(tour) ? now : { ...now, waiting: [...now.waiting, tour] }));
  });

  // Start the next waiting tour when nothing runs and nothing blocks it: as a transition, so the
  // overlay renders in slices that yield to a shopper already typing or tapping.
  useEffect(() => {
    if (blocked || tours.running || tours.waiting.length === 0) return;
    startTransition(() =>
      setTours(({ waiting }) => {
        const unseen = waiting.filter((tour) => !hasSeen(tour));
        return { running: unseen[0] ?? null, waiting: unseen.slice(1) };
      }),
    );
  }, [blocked, tours]);

  const { running } = tours;
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay
        tour={running}
        onEnd={(outcome: TourOutcome) => {
          // A tour with nothing to point at on this page is not counted as seen.
          if (outcome !== 'unavailable') markSeen(running);
          setTours((now) => ({ ...now, running: null }));
        }}
      />
    </Suspense>
  );
}
