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
