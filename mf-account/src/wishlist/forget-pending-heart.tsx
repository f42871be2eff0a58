// At logout the shell announces `session:ended` and each team clears its own storage: on the
// account's pages (where shoppers log out) and beside every heart, this clears the pending heart.
import { useBusEvent } from 'shared-events/react';
import { forgetPendingHeart } from './pending-heart';

export function ForgetPendingHeartAtLogout() {
  useBusEvent('session:ended', () => forgetPendingHeart());
  return null;
}
