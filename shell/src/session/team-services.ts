// The team services the shell starts at boot (the cart, the address book) answer `session:ended` by
// clearing their own storage. A logout right after the page loaded waits briefly until they run, so
// none misses the event; a service that cannot start does not hold the logout up for long.

/** How long a logout waits for services still starting. */
export const SERVICE_START_WAIT_MS = 3000;

const starting = new Set<Promise<unknown>>();

/** Records a service the shell is starting; the promise settles once it runs (or failed to). */
export function registerTeamService(started: Promise<unknown>): void {
  const settled = started.catch(() => undefined);
  starting.add(settled);
  void settled.then(() => starting.delete(settled));
}

/** Settles when every registered service has started, or after `waitMs`, whichever is first. */
export function teamServicesStarted(waitMs = SERVICE_START_WAIT_MS): Promise<void> {
  if (starting.size === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  return Promise.race([Promise.all(starting).then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
