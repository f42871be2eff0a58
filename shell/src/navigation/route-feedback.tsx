// Navigation feedback (spec §2): a thin progress bar at the top on every route change, and a
// full-screen spinner that blocks clicks while the route moves to another remote and it mounts.
// Both follow single-spa's routing events, so they cover links, history and remotes alike.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Spinner } from 'design-system';
import { remoteForPath } from '../routing/route-table';

/** Never block the page longer than this, even if a remote never finishes mounting. */
const SPINNER_LIMIT_MS = 10_000;

const grow = keyframes`
  from { transform: scaleX(0.05); }
  to { transform: scaleX(0.85); }
`;

const Bar = styled.div<{ $state: 'idle' | 'running' | 'done' }>`
  position: fixed;
  top: 0;
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndices.spinner + 1};
  height: 3px;
  background: ${({ theme }) => theme.colors.secondary};
  /* The start side: written as left, flipped to right for Arabic by the design system's RTL plugin. */
  transform-origin: left;
  pointer-events: none;
  opacity: ${({ $state }) => ($state === 'idle' ? 0 : 1)};
  transform: scaleX(${({ $state }) => ($state === 'done' ? 1 : 0)});
  transition: ${({ $state }) => ($state === 'done' ? 'transform 150ms ease-out, opacity 250ms 150ms' : 'none')};
  animation: ${({ $state }) => ($state === 'running' ? grow : 'none')} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
`;

const Blocker = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.spinner};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.veil};
  cursor: progress;
`;

interface RoutingDetail {
  oldUrl?: string;
  newUrl?: string;
}

const pathOf = (url: string | undefined) => (url ? new URL(url, location.href).pathname : '');
/** Path and query: a new search or another page of results is navigation; a hash is not. */
const pageOf = (url: string | undefined) => {
  if (!url) return '';
  const { pathname, search } = new URL(url, location.href);
  return pathname + search;
};

export function RouteFeedback() {
  const { t } = useTranslation('common');
  const [progress, setProgress] = useState<'idle' | 'running' | 'done'>('idle');
  const [blocking, setBlocking] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));
    const before = (event: Event) => {
      const { oldUrl, newUrl } = ((event as CustomEvent).detail ?? {}) as RoutingDetail;
      if (pageOf(oldUrl) === pageOf(newUrl)) return; // a hash change, or single-spa's own re-check
      const from = pathOf(oldUrl);
      const to = pathOf(newUrl);
      timers.current.forEach(clearTimeout);
      timers.current = [];
      setProgress('running');
      const remote = remoteForPath(to);
      if (remote && remote !== remoteForPath(from)) {
        setBlocking(true);
        later(() => setBlocking(false), SPINNER_LIMIT_MS);
      }
    };
    const after = () => {
      setBlocking(false);
      setProgress((state) => (state === 'running' ? 'done' : state));
      later(() => setProgress('idle'), 400);
    };
    window.addEventListener('single-spa:before-routing-event', before);
    window.addEventListener('single-spa:routing-event', after);
    return () => {
      window.removeEventListener('single-spa:before-routing-event', before);
      window.removeEventListener('single-spa:routing-event', after);
      timers.current.forEach(clearTimeout);
    };
  }, []);

  return (
    <>
      <Bar $state={progress} data-testid="route-progress" aria-hidden="true" />
      {blocking && (
        <Blocker data-testid="route-spinner">
          <Spinner label={t('route_loading')} size="lg" />
        </Blocker>
      )}
    </>
  );
}
