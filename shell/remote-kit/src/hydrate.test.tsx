import { useEffect, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateInSlices } from './hydrate';
import { yieldToBrowser } from './yield-to-browser';

// Hydration here runs on the real scheduler, not inside act(), so the test sees its tasks.
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

const SLOW_ROWS = 12;
const ROW_MS = 8;
/** The rows that have rendered in the browser (React may call a row more than once). */
const rendered = new Set<number>();

function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // a row that takes a while to render, as a product card does on a slow phone
  }
}

function SlowRow({ index }: { index: number }) {
  busy(ROW_MS);
  rendered.add(index);
  return <li>{`Row ${index + 1}`}</li>;
}

function Counter() {
  const [count, setCount] = useState(0);
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <button type="button" data-live={live} onClick={() => setCount((value) => value + 1)}>
      {`Added ${count}`}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter />
      <ul>
        {Array.from({ length: SLOW_ROWS }, (_, index) => (
          <SlowRow key={index} index={index} />
        ))}
      </ul>
    </main>
  );
}

function serverRender(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

/** How many rows had rendered when a task queued right after the hydration call ran. */
async function rowsWhenNextTaskRan(hydrate: (container: HTMLElement) => { unmount(): void }) {
  const container = serverRender();
  rendered.clear();
  const root = hydrate(container);
  const seen = await new Promise<number>((resolve) => setTimeout(() => resolve(rendered.size), 0));
  await waitFor(() => expect(rendered.size).toBe(SLOW_ROWS));
  root.unmount();
  container.remove();
  return seen;
}

describe('hydrateInSlices', () => {
  it('brings the server HTML to life in place: the same nodes, with handlers and effects', async () => {
    const container = serverRender();
    const button = screen.getByRole('button', { name: 'Added 0' });
    const root = hydrateInSlices(container, <Page />);
    await waitFor(() => expect(button).toHaveAttribute('data-live', 'true'));
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Added 1' })).toBe(button));
    expect(screen.getAllByRole('listitem')).toHaveLength(SLOW_ROWS);
    root.unmount();
    container.remove();
  });

  it('lets other tasks run while a large tree hydrates, where a default hydration holds the thread', async () => {
    const sliced = await rowsWhenNextTaskRan((container) => hydrateInSlices(container, <Page />));
    const blocking = await rowsWhenNextTaskRan((container) => hydrateRoot(container, <Page />));
    expect(blocking).toBe(SLOW_ROWS);
    expect(sliced).toBeLessThan(SLOW_ROWS);
  });
});

describe('yieldToBrowser', () => {
  it('continues after tasks that were already queued, not in the same task', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await Promise.resolve();
    order.push('microtask');
    await yieldToBrowser();
    order.push('after yield');
    expect(order).toEqual(['microtask', 'queued task', 'after yield']);
  });
});
