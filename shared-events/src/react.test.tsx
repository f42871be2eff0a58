import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Observable } from 'rxjs';
import { createEventBus, type EventBus } from './bus';
import { getEventBus } from './page-bus';
import type { AddressChange } from './events';
import { useBusEvent, useBusSelector, useBusValue } from './react';

function TourListener({ bus, onStart }: { bus: EventBus; onStart: (tour: string) => void }) {
  useBusEvent('tour:start', ({ tour }) => onStart(tour), bus);
  return null;
}

function CartBadge({ bus }: { bus?: EventBus }) {
  const cart = useBusValue('cart:updated', bus);
  return <output aria-label="cart items">{cart?.count ?? 0}</output>;
}

describe('useBusEvent', () => {
  it('calls the handler for events published while mounted and stops after unmount', () => {
    const bus = createEventBus();
    const onStart = jest.fn();
    const { unmount } = render(<TourListener bus={bus} onStart={onStart} />);

    act(() => bus.publish('tour:start', { tour: 'cart' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStart).toHaveBeenCalledWith('cart');

    unmount();
    act(() => bus.publish('tour:start', { tour: 'delivery' }));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('always calls the latest handler without resubscribing', () => {
    const bus = createEventBus();
    const subscribe = jest.spyOn(bus, 'subscribe');
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<TourListener bus={bus} onStart={first} />);
    rerender(<TourListener bus={bus} onStart={second} />);

    act(() => bus.publish('tour:start', { tour: 'delivery' }));

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('delivery');
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('sees state from the latest render', async () => {
    const bus = createEventBus();
    const seen: number[] = [];
    function Counter() {
      const [clicks, setClicks] = useState(0);
      useBusEvent('tour:start', () => seen.push(clicks), bus);
      return (
        <button type="button" onClick={() => setClicks((n) => n + 1)}>
          clicked {clicks}
        </button>
      );
    }
    render(<Counter />);
    act(() => screen.getByRole('button').click());
    act(() => screen.getByRole('button').click());
    act(() => bus.publish('tour:start', { tour: 'cart' }));

    expect(seen).toEqual([2]);
  });

  it('receives the latest value of a replay-last event on mount', () => {
    const bus = createEventBus();
    bus.publish('address:changed', { lat: 24.76, long: 46.76 });
    const handler = jest.fn();
    function AddressListener() {
      useBusEvent('address:changed', handler, bus);
      return null;
    }
    render(<AddressListener />);

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ lat: 24.76, long: 46.76 });
  });
});

describe('useBusValue', () => {
  it('is undefined until the event is published, then re-renders on each publish', () => {
    const bus = createEventBus();
    render(<CartBadge bus={bus} />);
    const badge = screen.getByRole('status', { name: 'cart items' });
    expect(badge).toHaveTextContent('0');

    act(() => bus.publish('cart:updated', { count: 3, subtotal: 4599, currency: 'SAR' }));
    expect(badge).toHaveTextContent('3');

    act(() => bus.publish('cart:updated', { count: 4, subtotal: 5000, currency: 'SAR' }));
    expect(badge).toHaveTextContent('4');
  });

  it('starts from the value already published', () => {
    const bus = createEventBus();
    bus.publish('cart:updated', { count: 7, subtotal: 100, currency: 'SAR' });
    render(<CartBadge bus={bus} />);

    expect(screen.getByRole('status', { name: 'cart items' })).toHaveTextContent('7');
  });

  it('only accepts replay-last events', () => {
    function Wrong() {
      // @ts-expect-error a plain event has no latest value to read
      useBusValue('tour:start');
      return null;
    }
    expect(typeof Wrong).toBe('function');
  });

  it('uses the page bus by default', () => {
    render(<CartBadge />);
    act(() => getEventBus().publish('cart:updated', { count: 2, subtotal: 100, currency: 'SAR' }));

    expect(screen.getByRole('status', { name: 'cart items' })).toHaveTextContent('2');
  });

  it('unsubscribes on unmount', () => {
    const bus = createEventBus();
    let active = 0;
    const counting: EventBus = {
      ...bus,
      on: (name) =>
        new Observable((subscriber) => {
          active += 1;
          const inner = bus.on(name).subscribe(subscriber);
          return () => {
            active -= 1;
            inner.unsubscribe();
          };
        }),
    };
    const { unmount } = render(<CartBadge bus={counting} />);
    expect(active).toBe(1);

    unmount();
    expect(active).toBe(0);
  });
});

describe('useBusValue on a page rendered on the server', () => {
  it('renders the value before any event on the server and while hydrating, then the latest one', async () => {
    const bus = createEventBus();
    bus.publish('cart:updated', { count: 3, subtotal: 1200, currency: 'SAR' });
    const html = renderToString(<CartBadge bus={bus} />);
    expect(html).toContain('>0<');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <CartBadge bus={bus} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByRole('status', { name: 'cart items' })).toHaveTextContent('3');
    container.remove();
  });
});

const placeOf = (address: AddressChange | undefined) => (address ? `${address.lat},${address.long}` : 'default');

function Place({ bus, onRender }: { bus: EventBus; onRender: () => void }) {
  onRender();
  return <output aria-label="place">{useBusSelector('address:changed', placeOf, undefined, bus)}</output>;
}

describe('useBusSelector', () => {
  it('renders again only when the selection changes', () => {
    const bus = createEventBus();
    const onRender = jest.fn();
    render(<Place bus={bus} onRender={onRender} />);
    expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent('default');
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => bus.publish('address:changed', { lat: 24.7136, long: 46.6753, header: 'Olaya' }));
    expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent('24.7136,46.6753');
    expect(onRender).toHaveBeenCalledTimes(2);

    // the same place under another label selects the same
    act(() => bus.publish('address:changed', { lat: 24.7136, long: 46.6753, header: 'العليا' }));
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  it('compares with isEqual when given one', () => {
    const bus = createEventBus();
    const pairOf = (address: AddressChange | undefined) => [address?.lat ?? 0, address?.long ?? 0];
    const samePair = (a: number[], b: number[]) => a[0] === b[0] && a[1] === b[1];
    const seen: number[][] = [];
    function Pair() {
      const pair = useBusSelector('address:changed', pairOf, samePair, bus);
      seen.push(pair);
      return null;
    }
    render(<Pair />);
    act(() => bus.publish('address:changed', { lat: 24.77, long: 46.64 }));
    act(() => bus.publish('address:changed', { lat: 24.77, long: 46.64, header: 'Hittin' }));
    expect(seen).toEqual([
      [0, 0],
      [24.77, 46.64],
    ]);
  });

  it('does not render a hydrated component again when the live value selects what no value did', async () => {
    const bus = createEventBus();
    const sameAsDefault = (address: AddressChange | undefined) => (address && !(address.lat === 24.76 && address.long === 46.76) ? 'moved' : 'default');
    let renders = 0;
    function Chip() {
      renders += 1;
      return <output aria-label="place">{useBusSelector('address:changed', sameAsDefault, undefined, bus)}</output>;
    }
    bus.publish('address:changed', { lat: 24.76, long: 46.76 });
    const html = renderToString(<Chip />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    renders = 0;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Chip />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(renders).toBe(1);

    await act(async () => bus.publish('address:changed', { lat: 24.8, long: 46.7 }));
    expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent('moved');
    expect(renders).toBe(2);
    container.remove();
  });

  it('renders a hydrated component again when the live value selects something else', async () => {
    const bus = createEventBus();
    let renders = 0;
    function Chip() {
      renders += 1;
      return <output aria-label="place">{useBusSelector('address:changed', placeOf, undefined, bus)}</output>;
    }
    bus.publish('address:changed', { lat: 24.8, long: 46.7 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Chip />);
    document.body.appendChild(container);
    expect(container).toHaveTextContent('default');
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Chip />);
    });
    expect(screen.getByRole('status', { name: 'place' })).toHaveTextContent('24.8,46.7');
    expect(renders).toBe(2);
    container.remove();
  });
});
