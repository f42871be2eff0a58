import { createEventBus, type EventBus, type SessionChange } from 'shared-events';
import {
  clearCheckoutStorage,
  dropForeignCheckoutData,
  readCheckoutValue,
  saveCheckoutValue,
  watchCheckoutStorage,
} from './checkout-storage';

const sara: SessionChange = { status: 'user', user: { userId: '12', firstName: 'Sara', lastName: 'Alqahtani', fullName: 'Sara Alqahtani', language: 'AR' } };
const omar: SessionChange = { status: 'user', user: { userId: '31', firstName: 'Omar', lastName: 'Alharbi', fullName: 'Omar Alharbi', language: 'EN' } };
const guest: SessionChange = { status: 'guest' };

const checkoutKeys = () => ['tknzd', 'order_mde', 'ordr_id'].map((key) => localStorage.getItem(key));

let bus: EventBus;
let stop: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  bus = createEventBus();
});

afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('checkout storage', () => {
  it('keeps each value for the session that wrote it', () => {
    saveCheckoutValue('ordr_id', 'ORD-1042', sara);
    expect(readCheckoutValue('ordr_id', sara)).toBe('ORD-1042');
    expect(readCheckoutValue('ordr_id', omar)).toBeNull();
    expect(readCheckoutValue('ordr_id', guest)).toBeNull();
  });

  it('keeps nothing while the session is unknown (expired)', () => {
    saveCheckoutValue('order_mde', 'delivery', { status: 'expired' });
    expect(localStorage.getItem('order_mde')).toBeNull();
  });

  it('clears every checkout key, and only those, at logout', () => {
    saveCheckoutValue('tknzd', { id: 'token_1' }, sara);
    saveCheckoutValue('order_mde', 'pickup', sara);
    saveCheckoutValue('ordr_id', 'ORD-1042', sara);
    localStorage.setItem('cartInfo', '{}');
    clearCheckoutStorage();
    expect(checkoutKeys()).toEqual([null, null, null]);
    expect(localStorage.getItem('cartInfo')).toBe('{}');
  });
});

describe('cleaning up on start, after a logout checkout was not there for', () => {
  beforeEach(() => {
    saveCheckoutValue('tknzd', { id: 'token_1' }, sara);
    saveCheckoutValue('ordr_id', 'ORD-1042', sara);
  });

  it("drops a signed-in shopper's data when the page starts under a guest session", () => {
    expect(dropForeignCheckoutData(guest)).toEqual(['tknzd', 'ordr_id']);
    expect(checkoutKeys()).toEqual([null, null, null]);
  });

  it("drops it for another signed-in shopper, and keeps it for the same one", () => {
    expect(dropForeignCheckoutData(sara)).toEqual([]);
    expect(readCheckoutValue('ordr_id', sara)).toBe('ORD-1042');
    expect(dropForeignCheckoutData(omar)).toEqual(['tknzd', 'ordr_id']);
  });

  it('keeps a guest’s checkout when the guest signs in, and drops values whose owner cannot be read', () => {
    localStorage.clear();
    saveCheckoutValue('order_mde', 'schedule', guest);
    localStorage.setItem('ordr_id', 'ORD-1042');
    expect(dropForeignCheckoutData(sara)).toEqual(['ordr_id']);
    expect(localStorage.getItem('order_mde')).not.toBeNull();
  });

  it('waits while the session is expired: the logout that follows clears it', () => {
    expect(dropForeignCheckoutData({ status: 'expired' })).toEqual([]);
    expect(localStorage.getItem('tknzd')).not.toBeNull();
  });
});

describe('watchCheckoutStorage', () => {
  it('drops foreign data on the session the page starts with, and clears everything on session:ended', () => {
    saveCheckoutValue('ordr_id', 'ORD-1042', sara);
    bus.publish('session:changed', guest);
    stop = watchCheckoutStorage(bus);
    expect(localStorage.getItem('ordr_id')).toBeNull();

    saveCheckoutValue('order_mde', 'pickup', guest);
    bus.publish('session:ended', {});
    expect(checkoutKeys()).toEqual([null, null, null]);
  });

  it('watches once per page, and lets go when stopped', () => {
    stop = watchCheckoutStorage(bus);
    expect(watchCheckoutStorage(bus)).toBe(stop);
    expect(bus.subscriberCount('session:ended')).toBe(1);
    stop();
    stop = undefined;
    expect(bus.subscriberCount('session:ended')).toBe(0);
    expect(bus.subscriberCount('session:changed')).toBe(0);
  });
});
