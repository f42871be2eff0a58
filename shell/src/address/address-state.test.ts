import { createEventBus, type EventBus, type SessionChange } from 'shared-events';
import { createAddressState, type AddressStateStore } from './address-state';

const noura: SessionChange = { status: 'user', user: { userId: '41', firstName: 'Noura', lastName: 'Alharbi', fullName: 'Noura Alharbi', language: 'AR' } };
const olaya = { lat: 24.6995, long: 46.6837, header: 'Riyadh' };
const hittin = { lat: 24.764, long: 46.597, header: 'الرياض' };

let bus: EventBus;
let store: AddressStateStore;

beforeEach(() => {
  bus = createEventBus();
  store = createAddressState(bus);
});

afterEach(() => store.stop());

describe('the header address state, from the bus only', () => {
  it('loads until the session and the address of that session are known', () => {
    expect(store.getState()).toEqual({ status: 'loading', current: null });
    bus.publish('session:changed', { status: 'guest' });
    expect(store.getState().status).toBe('loading');
    bus.publish('address:changed', hittin);
    expect(store.getState()).toEqual({ status: 'guest-ready', current: hittin });
  });

  it('is logged-in-ready with a signed-in shopper’s address', () => {
    bus.publish('session:changed', noura);
    bus.publish('address:changed', olaya);
    expect(store.getState()).toEqual({ status: 'logged-in-ready', current: olaya });
  });

  it('treats an expired session as a guest', () => {
    bus.publish('session:changed', { status: 'expired' });
    bus.publish('address:changed', { lat: 24.76, long: 46.76 });
    expect(store.getState()).toEqual({ status: 'guest-ready', current: { lat: 24.76, long: 46.76 } });
  });

  it('loads again after a sign-in, until the account team publishes the shopper’s own address', () => {
    bus.publish('session:changed', { status: 'guest' });
    bus.publish('address:changed', hittin);
    bus.publish('session:changed', noura);
    expect(store.getState().status).toBe('loading');
    bus.publish('address:changed', olaya);
    expect(store.getState()).toEqual({ status: 'logged-in-ready', current: olaya });
    // a second reading of the same session is not a change of shopper
    bus.publish('session:changed', { ...noura });
    expect(store.getState().status).toBe('logged-in-ready');
  });

  it('knows which session an address was for even when it heard the session last', () => {
    // the account team's service may hear session:changed first and answer at once
    const late = createEventBus();
    late.subscribe('session:changed', () => late.publish('address:changed', hittin));
    const lateStore = createAddressState(late);
    late.publish('session:changed', { status: 'guest' });
    expect(lateStore.getState()).toEqual({ status: 'guest-ready', current: hittin });
    lateStore.stop();
  });

  it("is 'other' when the account team's address book could not start", () => {
    bus.publish('session:changed', { status: 'guest' });
    store.markUnavailable();
    expect(store.getState()).toEqual({ status: 'other', current: null });
  });

  it('tells its listeners about each change, and lets go of the bus when stopped', () => {
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    bus.publish('session:changed', { status: 'guest' });
    bus.publish('address:changed', hittin);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.stop();
    expect(bus.subscriberCount('address:changed')).toBe(0);
    expect(bus.subscriberCount('session:changed')).toBe(0);
  });
});
