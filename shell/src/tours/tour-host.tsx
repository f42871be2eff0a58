// Starts guided tours on `tour:start` (the cart remote asks for its tour this way). A tour already
// seen is not shown again. The overlay is loaded only when a tour actually runs.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { TourName } from 'shared-events';
import { useBusEvent } from 'shared-events/react';
import { ensureToursRecord, hasSeen, markSeen } from './tour-record';

const TourOverlay = lazy(() => import('./tour-overlay'));

export function TourHost() {
  const [running, setRunning] = useState<TourName | null>(null);

  useEffect(() => {
    ensureToursRecord();
  }, []);

  useBusEvent('tour:start', ({ tour }) => {
    if (running || hasSeen(tour)) return;
    setRunning(tour);
  });

  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <TourOverlay
        tour={running}
        onEnd={() => {
          markSeen(running);
          setRunning(null);
        }}
      />
    </Suspense>
  );
}
