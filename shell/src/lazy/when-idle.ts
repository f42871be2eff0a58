// Work that can wait for a quiet moment of the browser (a tour's start, a page view's beacon), bounded
// so a busy page still gets it.

/** The longest a callback waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;
/** Where the browser cannot say when it is idle: a short pause instead. */
const NO_IDLE_DELAY_MS = 200;

/** Calls `callback` once the browser is idle, at most 2 s later. */
export function whenIdle(callback: () => void, win: Window = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(callback, NO_IDLE_DELAY_MS);
}
