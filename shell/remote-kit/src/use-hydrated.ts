// Whether a render is the browser's own, after the server's HTML was taken over. React renders with the
// server snapshot on the server and while it hydrates, and renders once more with the browser's right
// after hydration, so what differs between the two (another team's fragment, a gate on hydration) is
// decided here, the same way everywhere.
import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/** False on the server and while the browser hydrates the server's HTML; true for a render in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
