// When the page's own area is on screen: what can wait for it (a team service the page does not
// need first) starts then, and its downloads do not share the connection with the page's.
import { afterNextPaint } from 'remote-kit';

/**
 * Settles once single-spa's first routing has ended (the page's areas mounted, or none to mount) and
 * the browser has painted after it: a frame, then a task. Call it before single-spa starts, so that
 * routing cannot pass unseen.
 */
export function pageAreaPainted(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    target.addEventListener('single-spa:routing-event', () => void afterNextPaint(resolve), { once: true });
  });
}
