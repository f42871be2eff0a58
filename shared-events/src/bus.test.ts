import { createEventBus } from './bus';
import { eventBehaviours, type EventName, type EventPayload } from './events';

const address = (lat: number, long: number): EventPayload<'address:changed'> => ({ lat, long });

/** A product as the cart's requests carry it. */
const dates = (id = 7) => ({
  id, slug: `ajwa-dates-${id}`, name: 'Ajwa Dates 1 kg', arName: 'تمر عجوة 1 كجم', image: '', sellingPrice: 18_900, price: 21_000, maxOrder: 5, stockAvailable: true,
});

/** true only when A and B are the same type (checked by tsc). */
type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('createEventBus', () => {
  it('declares the behaviour of every event in one map', () => {
    expect(eventBehaviours).toEqual({
      'address:changed': 'replay-last',
      'cart:updated': 'replay-last',
      'session:changed': 'replay-last',
      'cart:empty-requested': 'plain',
      'cart:add-items-requested': 'plain',
      'session:refresh-requested': 'plain',
      'session:logout-requested': 'plain',
      'session:ended': 'plain',
      'session:lapsed': 'plain',
      'language:changed': 'replay-last',
      'language:change-requested': 'plain',
      'tour:start': 'plain',
    });
  });

  it('delivers a request to add products to the cart to the cart service listening, never to a late one', () => {
    const bus = createEventBus();
    const cart = jest.fn();
    bus.subscribe('cart:add-items-requested', cart);
    const request: EventPayload<'cart:add-items-requested'> = { items: [{ product: dates(7), quantity: 2 }, { product: dates(8), quantity: 1 }] };

    bus.publish('cart:add-items-requested', request);
    const late = jest.fn();
    bus.subscribe('cart:add-items-requested', late);

    expect(cart).toHaveBeenCalledWith(request);
    expect(late).not.toHaveBeenCalled();
    expect(bus.latest('cart:add-items-requested')).toBeUndefined();
  });

  it('delivers a plain event to current subscribers but never replays it to late ones', () => {
    const bus = createEventBus();
    const early = jest.fn();
    bus.subscribe('tour:start', early);

    bus.publish('tour:start', { tour: 'cart' });
    const late = jest.fn();
    bus.subscribe('tour:start', late);

    expect(early).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledWith({ tour: 'cart' });
    expect(late).not.toHaveBeenCalled();
  });

  it.each(['cart:empty-requested', 'session:refresh-requested', 'session:logout-requested', 'session:ended'] as const)(
    'delivers %s once to the listeners present, with nothing to replay later',
    (name) => {
      const bus = createEventBus();
      const shell = jest.fn();
      bus.subscribe(name, shell);

      bus.publish(name, {});
      const late = jest.fn();
      bus.subscribe(name, late);

      expect(shell).toHaveBeenCalledTimes(1);
      expect(shell).toHaveBeenCalledWith({});
      expect(late).not.toHaveBeenCalled();
      expect(bus.latest(name)).toBeUndefined();
    },
  );

  it('delivers a language change request to the shell once, with the language asked for', () => {
    const bus = createEventBus();
    const shell = jest.fn();
    bus.subscribe('language:change-requested', shell);

    bus.publish('language:change-requested', { language: 'en' });
    const late = jest.fn();
    bus.subscribe('language:change-requested', late);

    expect(shell).toHaveBeenCalledTimes(1);
    expect(shell).toHaveBeenCalledWith({ language: 'en' });
    expect(late).not.toHaveBeenCalled();
    expect(bus.latest('language:change-requested')).toBeUndefined();
  });

  it('delivers a session lapse to the shell as it happens, with the kind of request that saw it, and never replays it', () => {
    const bus = createEventBus();
    const shell = jest.fn();
    bus.subscribe('session:lapsed', shell);

    bus.publish('session:lapsed', { source: 'graphql' });
    bus.publish('session:lapsed', { source: 'api' });
    const late = jest.fn();
    bus.subscribe('session:lapsed', late);

    expect(shell.mock.calls).toEqual([[{ source: 'graphql' }], [{ source: 'api' }]]);
    expect(late).not.toHaveBeenCalled();
    expect(bus.latest('session:lapsed')).toBeUndefined();
  });

  it('replays only the latest value of a replay-last event to a late subscriber', () => {
    const bus = createEventBus();
    bus.publish('address:changed', address(24.7136, 46.6753));
    bus.publish('address:changed', address(24.76, 46.76));

    const late = jest.fn();
    bus.subscribe('address:changed', late);

    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ lat: 24.76, long: 46.76 });
  });

  it('keeps delivering later values after the replay', () => {
    const bus = createEventBus();
    bus.publish('cart:updated', { count: 1, subtotal: 1250, currency: 'SAR' });
    const seen: number[] = [];
    bus.subscribe('cart:updated', ({ count }) => seen.push(count));
    bus.publish('cart:updated', { count: 2, subtotal: 2500, currency: 'SAR' });

    expect(seen).toEqual([1, 2]);
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus();
    const handler = jest.fn();
    const subscription = bus.subscribe('tour:start', handler);
    subscription.unsubscribe();
    bus.publish('tour:start', { tour: 'delivery' });

    expect(handler).not.toHaveBeenCalled();
  });

  it('exposes events as Observables', () => {
    const bus = createEventBus();
    const languages: string[] = [];
    const subscription = bus.on('language:changed').subscribe(({ language }) => languages.push(language));
    bus.publish('language:changed', { language: 'en', dir: 'ltr' });
    bus.publish('language:changed', { language: 'ar', dir: 'rtl' });
    subscription.unsubscribe();

    expect(languages).toEqual(['en', 'ar']);
  });

  it('keeps separate buses separate', () => {
    const one = createEventBus();
    const other = createEventBus();
    one.publish('cart:updated', { count: 3, subtotal: 900, currency: 'SAR' });

    expect(other.latest('cart:updated')).toBeUndefined();
  });

  it('types payloads by event name', () => {
    const bus = createEventBus();
    // Checked by tsc: these lines fail to compile if the map stops catching them.
    // @ts-expect-error a cart update needs subtotal and currency
    expect(() => bus.publish('cart:updated', { count: 1 })).toThrow(TypeError);
    // @ts-expect-error 'tour:start' has no 'checkout' tour
    expect(() => bus.publish('tour:start', { tour: 'checkout' })).toThrow(TypeError);
    // @ts-expect-error a session request carries nothing
    bus.publish('session:refresh-requested', { status: 'user' });
    bus.subscribe('session:changed', (session) => {
      const exact: SameType<typeof session.status, 'guest' | 'user' | 'expired'> = true;
      expect([exact, session.status]).toEqual([true, expect.any(String)]);
    });
  });

  describe('latest()', () => {
    it('is undefined before anything is published', () => {
      expect(createEventBus().latest('session:changed')).toBeUndefined();
    });

    it('returns the last value of a replay-last event', () => {
      const bus = createEventBus();
      bus.publish('session:changed', { status: 'guest' });
      bus.publish('session:changed', { status: 'expired' });

      expect(bus.latest('session:changed')).toEqual({ status: 'expired' });
    });

    it('is already updated when handlers run', () => {
      const bus = createEventBus();
      let seenInHandler: unknown;
      bus.subscribe('language:changed', () => {
        seenInHandler = bus.latest('language:changed');
      });
      bus.publish('language:changed', { language: 'en', dir: 'ltr' });

      expect(seenInHandler).toEqual({ language: 'en', dir: 'ltr' });
    });

    it('is always undefined for a plain event', () => {
      const bus = createEventBus();
      bus.publish('tour:start', { tour: 'delivery' });

      expect(bus.latest('tour:start')).toBeUndefined();
    });
  });

  describe('payload validation', () => {
    // Payloads as plain JavaScript might send them; the casts get them past the types.
    const invalid: ReadonlyArray<[EventName, unknown, RegExp]> = [
      ['address:changed', { lat: Number.NaN, long: 46.7 }, /lat/],
      ['address:changed', { lat: 91, long: 46.7 }, /lat/],
      ['address:changed', { lat: 24.7, long: Number.POSITIVE_INFINITY }, /long/],
      ['address:changed', { lat: 24.7, long: -181 }, /long/],
      ['address:changed', { lat: '24.7', long: 46.7 }, /lat/],
      ['address:changed', null, /object/],
      ['cart:updated', { count: -1, subtotal: 0, currency: 'SAR' }, /count/],
      ['cart:updated', { count: 1.5, subtotal: 0, currency: 'SAR' }, /count/],
      ['cart:updated', { count: 1, subtotal: 12.5, currency: 'SAR' }, /subtotal.*halalas/],
      ['cart:updated', { count: 1, subtotal: -100, currency: 'SAR' }, /subtotal/],
      ['cart:updated', { count: 1, subtotal: 100, currency: 'USD' }, /currency/],
      ['session:changed', { status: 'admin' }, /status/],
      ['session:changed', { status: 'user' }, /user is required/],
      ['session:changed', { status: 'user', user: { userId: '', language: 'AR' } }, /userId/],
      ['session:changed', { status: 'user', user: { userId: 'u1', language: 'FR' } }, /language/],
      ['language:changed', { language: 'fr', dir: 'ltr' }, /language/],
      ['language:changed', { language: 'ar', dir: 'ltr' }, /dir must be 'rtl'/],
      ['tour:start', { tour: 'checkout' }, /tour/],
      ['language:change-requested', { language: 'fr' }, /language/],
      ['language:change-requested', { language: 'EN' }, /language/],
      ['language:change-requested', null, /object/],
      ['session:refresh-requested', null, /object/],
      ['session:refresh-requested', 'now', /object/],
      ['session:logout-requested', undefined, /object/],
      ['session:ended', null, /object/],
      ['session:lapsed', {}, /source/],
      ['session:lapsed', { source: 'cart' }, /source/],
      ['session:lapsed', null, /object/],
      ['cart:empty-requested', null, /object/],
      ['cart:empty-requested', 'now', /object/],
      ['cart:add-items-requested', null, /object/],
      ['cart:add-items-requested', {}, /non-empty array/],
      ['cart:add-items-requested', { items: [] }, /non-empty array/],
      ['cart:add-items-requested', { items: Array.from({ length: 101 }, (_, i) => ({ product: dates(i + 1), quantity: 1 })) }, /at most 100/],
      ['cart:add-items-requested', { items: [{ product: null, quantity: 1 }] }, /product must be an object/],
      ['cart:add-items-requested', { items: [{ product: { ...dates(), id: '7' }, quantity: 1 }] }, /product\.id/],
      ['cart:add-items-requested', { items: [{ product: dates(), quantity: 1 }, { product: dates(), quantity: 2 }] }, /requested twice/],
      ['cart:add-items-requested', { items: [{ product: { ...dates(), arName: undefined }, quantity: 1 }] }, /arName/],
      ['cart:add-items-requested', { items: [{ product: { ...dates(), sellingPrice: 18.9 }, quantity: 1 }] }, /halalas/],
      ['cart:add-items-requested', { items: [{ product: dates(), quantity: 0 }] }, /quantity/],
      ['cart:add-items-requested', { items: [{ product: dates(), quantity: 1.5 }] }, /quantity/],
      ['address:changed', { lat: 24.7, long: 46.7, header: '' }, /header/],
      ['address:changed', { lat: 24.7, long: 46.7, header: 42 }, /header/],
      ['address:changed', { lat: 24.7, long: 46.7, header: 'x'.repeat(121) }, /header/],
    ];

    it.each(invalid)('rejects %s with %j', (name, payload, reason) => {
      const bus = createEventBus();
      const publish = () => bus.publish(name, payload as never);

      expect(publish).toThrow(TypeError);
      expect(publish).toThrow(`invalid payload for "${name}"`);
      expect(publish).toThrow(reason);
    });

    it('does not deliver or remember a rejected payload', () => {
      const bus = createEventBus();
      bus.publish('address:changed', address(24.76, 46.76));
      const handler = jest.fn();
      bus.subscribe('address:changed', handler);
      handler.mockClear();

      expect(() => bus.publish('address:changed', address(Number.NaN, 0))).toThrow(TypeError);
      expect(handler).not.toHaveBeenCalled();
      expect(bus.latest('address:changed')).toEqual({ lat: 24.76, long: 46.76 });
    });

    it('accepts boundary values', () => {
      const bus = createEventBus();

      expect(() => bus.publish('address:changed', address(-90, 180))).not.toThrow();
      expect(() => bus.publish('address:changed', { lat: 24.764, long: 46.597, header: 'الرياض' })).not.toThrow();
      expect(bus.latest('address:changed')).toEqual({ lat: 24.764, long: 46.597, header: 'الرياض' });
      expect(() => bus.publish('cart:updated', { count: 0, subtotal: 0, currency: 'SAR' })).not.toThrow();
      expect(() =>
        bus.publish('session:changed', {
          status: 'user',
          user: { userId: 'u1', firstName: '', lastName: '', fullName: '', language: 'EN' },
        }),
      ).not.toThrow();
    });

    it('rejects an event name that is not in the map', () => {
      const bus = createEventBus();

      expect(() => bus.publish('cart:cleared' as never, {} as never)).toThrow(/unknown event "cart:cleared"/);
      expect(() => bus.on('cart:cleared' as never)).toThrow(TypeError);
    });
  });
});

describe('subscriberCount', () => {
  it('counts open subscriptions and drops them on unsubscribe', () => {
    const bus = createEventBus();
    expect(bus.subscriberCount('cart:updated')).toBe(0);
    const first = bus.subscribe('cart:updated', () => undefined);
    const second = bus.on('cart:updated').subscribe();
    expect(bus.subscriberCount('cart:updated')).toBe(2);
    first.unsubscribe();
    expect(bus.subscriberCount('cart:updated')).toBe(1);
    second.unsubscribe();
    expect(bus.subscriberCount('cart:updated')).toBe(0);
    expect(bus.subscriberCount('tour:start')).toBe(0);
  });
});
