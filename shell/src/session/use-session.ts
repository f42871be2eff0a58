import { useBusValue } from 'shared-events/react';
import type { SessionChange } from 'shared-events';

/** The current session; undefined until /api/user has answered. */
export function useSession(): SessionChange | undefined {
  return useBusValue('session:changed');
}
