import { registerTeamService, teamServicesStarted } from './team-services';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => jest.useRealTimers());

describe('team services a logout waits for', () => {
  it('settles at once when nothing is starting', async () => {
    await expect(teamServicesStarted(10_000)).resolves.toBeUndefined();
  });

  it('waits until the services started at boot are running, started or failed', async () => {
    const cart = deferred();
    const addressBook = deferred();
    registerTeamService(cart.promise);
    registerTeamService(addressBook.promise);
    let settled = false;
    const waiting = teamServicesStarted(10_000).then(() => {
      settled = true;
    });
    cart.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    addressBook.reject(new Error('mf-account is down'));
    await waiting;
    expect(settled).toBe(true);
  });

  it('does not hold a logout up for long when a service never answers', async () => {
    jest.useFakeTimers();
    registerTeamService(new Promise(() => undefined));
    let settled = false;
    const waiting = teamServicesStarted(3000).then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBe(true);
  });
});
