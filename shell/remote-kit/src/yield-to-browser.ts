// Ending a task on purpose, in a module of its own: a caller that only needs to yield (the shell's
// start-up, before React's DOM renderer is evaluated) does not evaluate react-dom with it.
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

/**
 * Calls `then` once the browser has painted what is on the page now: after the next frame, in a task
 * of its own. Returns the cancel.
 */
export function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
