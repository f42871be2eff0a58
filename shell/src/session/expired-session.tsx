// The expired-session modal whenever the session is expired: found so at load, or lapsed mid-page
// (remote-kit reports the gateway's mark, session-requests.ts turns it into 'expired'). The modal's
// code loads only then.
import { lazy, Suspense } from 'react';
import { useSession } from './use-session';

const ExpiredSessionModal = lazy(() => import('./expired-session-modal'));

export function ExpiredSession() {
  const session = useSession();
  if (session?.status !== 'expired') return null;
  return (
    <Suspense fallback={null}>
      <ExpiredSessionModal />
    </Suspense>
  );
}
