import { createEventBus } from './bus';
import { getEventBus, PAGE_BUS_KEY, registerPageBus, SHARED_EVENTS_COPY } from './page-bus';

describe('the page bus', () => {
  it('is one instance, stored on globalThis under the shared symbol', () => {
    expect(PAGE_BUS_KEY).toBe(Symbol.for('storefront.event-bus'));
    expect(getEventBus()).toBe(getEventBus());
    expect(Reflect.get(globalThis, PAGE_BUS_KEY)).toMatchObject({ bus: getEventBus() });
  });

  it('is reused when the same copy of the module registers again', () => {
    const page = {};
    const copy = {};

    expect(registerPageBus(page, { dev: true, owner: copy })).toBe(registerPageBus(page, { dev: true, owner: copy }));
  });

  describe('a second copy of the module on the page', () => {
    it('throws in development, saying the package was loaded twice', () => {
      const page = {};
      registerPageBus(page, { dev: true, owner: { copy: 'first' } });

      expect(() => registerPageBus(page, { dev: true, owner: { copy: 'second' } })).toThrow(/shared-events was loaded twice/);
    });

    it('reuses the existing bus in production, so events still reach every app', () => {
      const page = {};
      const first = registerPageBus(page, { dev: false, owner: { copy: 'first' } });
      const second = registerPageBus(page, { dev: false, owner: { copy: 'second' } });

      expect(second).toBe(first);
      const handler = jest.fn();
      first.subscribe('tour:start', handler);
      second.publish('tour:start', { tour: 'cart' });
      expect(handler).toHaveBeenCalledWith({ tour: 'cart' });
    });

    it('is detected by the copy running in this test too', () => {
      const page = {};
      registerPageBus(page, { dev: true, owner: { copy: 'another' } });

      expect(() => registerPageBus(page, { dev: true })).toThrow(Error);
    });
  });

  it('replaces whatever unrelated value sits under the key', () => {
    const page = { [PAGE_BUS_KEY]: 'not a bus' };
    const bus = registerPageBus(page, { dev: true, owner: {} });

    expect(typeof bus.publish).toBe('function');
  });

  it('does not expose the slot to enumeration', () => {
    const page = {};
    registerPageBus(page, { dev: true, owner: {} });

    expect(Object.getOwnPropertySymbols(page)).toEqual([PAGE_BUS_KEY]);
    expect({ ...page }).toEqual({});
  });

  it('wraps a real bus', () => {
    const page = {};
    const bus = registerPageBus(page, { dev: false });

    expect(Object.keys(bus).sort()).toEqual(Object.keys(createEventBus()).sort());
  });
});

describe('the copy token of the module', () => {
  const nodeEnv = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    jest.resetModules();
  });

  it('names the copy that is running', () => {
    expect(SHARED_EVENTS_COPY).toMatch(/^shared-events#\d+$/);
  });

  it('differs for a second copy in production, although that copy reuses the first bus', async () => {
    process.env.NODE_ENV = 'production';
    jest.resetModules();
    const second = await import('./page-bus');

    expect(second.getEventBus()).toBe(getEventBus());
    expect(second.SHARED_EVENTS_COPY).not.toBe(SHARED_EVENTS_COPY);
    expect(new Set([SHARED_EVENTS_COPY, second.SHARED_EVENTS_COPY]).size).toBe(2);
  });

  it('is named in the development error when a second copy runs', async () => {
    jest.resetModules();

    await expect(import('./page-bus')).rejects.toThrow(new RegExp(`shared-events was loaded twice.*of another copy \\(${SHARED_EVENTS_COPY}\\)`));
  });
});
