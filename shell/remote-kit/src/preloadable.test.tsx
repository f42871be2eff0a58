import { Component, Suspense, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preloadable } from './preloadable';

function Basket({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** The component's code, arriving when the test says so. */
function codeOnItsWay() {
  let arrive: () => void = () => undefined;
  const load = jest.fn(() => new Promise<typeof Basket>((resolve) => (arrive = () => resolve(Basket))));
  return { load, arrive: () => arrive() };
}

// Outside act, as on the page: React renders again when the code arrives.
const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let root: Root;
beforeEach(() => {
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  root = createRoot(document.body.appendChild(document.createElement('div')));
});
afterEach(() => {
  root.unmount();
  jest.restoreAllMocks();
  document.body.innerHTML = '';
  environment.IS_REACT_ACT_ENVIRONMENT = true;
});

const page = (Shown: React.ComponentType<{ label: string }>, label = 'Basket') => (
  <Suspense fallback={<p>loading</p>}>
    <Shown label={label} />
  </Suspense>
);

it('suspends while its code is on its way, as React.lazy does, then renders it', async () => {
  const code = codeOnItsWay();
  const { Component } = preloadable(code.load);
  root.render(page(Component));
  expect(await screen.findByText('loading')).toBeInTheDocument();
  code.arrive();
  expect(await screen.findByRole('button', { name: 'Basket 0' })).toBeInTheDocument();
  expect(code.load).toHaveBeenCalledTimes(1);
});

it('renders in its first pass, without the fallback, once preloaded', async () => {
  const code = codeOnItsWay();
  const basket = preloadable(code.load);
  const preloaded = basket.preload();
  code.arrive();
  await preloaded;
  flushSync(() => root.render(page(basket.Component)));
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Basket 0' })).toBeInTheDocument();
  await basket.preload();
  expect(code.load).toHaveBeenCalledTimes(1);
});

it('keeps what an instance shows when its code arrives and the page renders again', async () => {
  const code = codeOnItsWay();
  const { Component } = preloadable(code.load);
  root.render(page(Component));
  await waitFor(() => expect(code.load).toHaveBeenCalled());
  code.arrive();
  await userEvent.click(await screen.findByRole('button', { name: 'Basket 0' }));
  expect(await screen.findByRole('button', { name: 'Basket 1' })).toBeInTheDocument();
  // a render after the code arrived: the instance is not mounted anew, its count stays
  root.render(page(Component, 'Cart'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cart 1' })).toBeInTheDocument());
});

class Boundary extends Component<{ children: ReactNode }, { failed: string | null }> {
  override state: { failed: string | null } = { failed: null };
  static getDerivedStateFromError(error: Error) {
    return { failed: error.message };
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.state.failed}</p> : this.props.children;
  }
}

it('says when its code could not be loaded, to the preload and where it renders', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const basket = preloadable<{ label: string }>(() => Promise.reject(new Error('chunk failed')));
  await expect(basket.preload()).rejects.toThrow('chunk failed');
  root.render(<Boundary>{page(basket.Component)}</Boundary>);
  expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
});
