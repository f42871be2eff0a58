// Hydration of server-rendered HTML that yields to the browser. A root hydrated at the default
// priority renders the whole tree in one task; inside a transition React renders it in short slices
// and lets input, paint and the other areas' scripts run between them, so a large page no longer
// holds the main thread for the whole hydration (docs/decisions/018).
import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

export function hydrateInSlices(container: Element, children: ReactNode, options?: HydrationOptions): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, children, options);
  });
  // startTransition runs its callback synchronously.
  return root as Root;
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so start-up work that would run back to back
 * (module evaluation, then hydration, then the remotes' registration) becomes several short tasks
 * with paint and input allowed between them. `scheduler.yield` keeps the continuation ahead of other
 * queued work where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
