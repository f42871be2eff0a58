// The address book's start waits for the page's own area: single-spa's first routing, then a paint.
import { pageAreaPainted } from './page-area-painted';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('settles a frame and a task after the first routing has ended, and not before', async () => {
  let settled = false;
  void pageAreaPainted().then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(1000);
  expect(settled).toBe(false);

  window.dispatchEvent(new CustomEvent('single-spa:routing-event'));
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(50);
  expect(settled).toBe(true);
});
