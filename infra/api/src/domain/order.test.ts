import { deliveryMinutes, formatOrderNumber, orderEta, riyadhLocal, riyadhYear, statusPath, ORDER_NUMBER_PATTERN } from './order.js';

describe('order numbers', () => {
  it('pads the sequence to six digits under the year', () => {
    expect(formatOrderNumber(2026, 123)).toBe('SG-2026-000123');
    expect(formatOrderNumber(2026, 1234567)).toBe('SG-2026-1234567');
    expect(formatOrderNumber(2026, 7)).toMatch(ORDER_NUMBER_PATTERN);
  });
  it('refuses a sequence that is not a positive integer', () => {
    expect(() => formatOrderNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatOrderNumber(2026, 1.5)).toThrow(RangeError);
  });
  it('takes the year in Riyadh, three hours ahead of UTC', () => {
    expect(riyadhYear(new Date('2026-12-31T20:59:00Z'))).toBe(2026);
    expect(riyadhYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });
});

describe('times', () => {
  it('shows the creation time in Riyadh', () => {
    expect(riyadhLocal(new Date('2026-03-01T22:15:30Z'))).toBe('2026-03-02 01:15');
  });
  it('adds the ride to the preparation for delivery, not for pickup', () => {
    expect(deliveryMinutes(30, 6000, 'delivery')).toBe(45); // 6 km at 24 km/h
    expect(deliveryMinutes(30, 6001, 'delivery')).toBe(46);
    expect(deliveryMinutes(30, 6000, 'pickup')).toBe(30);
    expect(deliveryMinutes(25, null, 'delivery')).toBe(25);
  });
  it('estimates arrival from the delivery time, or from the chosen slot', () => {
    const placedAt = new Date('2026-05-10T09:00:00Z');
    expect(orderEta({ placedAt, method: 'delivery', scheduleTime: null, prepMinutes: 30, distanceM: 4000 }).toISOString()).toBe('2026-05-10T09:40:00.000Z');
    const slot = new Date('2026-05-11T08:00:00Z');
    expect(orderEta({ placedAt, method: 'schedule', scheduleTime: slot, prepMinutes: 30, distanceM: 4000 }).toISOString()).toBe(slot.toISOString());
  });
});

describe('status lifecycle', () => {
  it('walks forward through every step to the target', () => {
    expect(statusPath('placed', 'delivered', 'delivery')).toEqual(['accepted', 'preparing', 'out_for_delivery', 'delivered']);
    expect(statusPath('preparing', 'delivered', 'pickup')).toEqual(['ready_for_pickup', 'delivered']);
    expect(statusPath('placed', 'accepted', 'schedule')).toEqual(['accepted']);
  });
  it('never goes back, sideways into the other method, or past the end', () => {
    expect(statusPath('preparing', 'accepted', 'delivery')).toBeNull();
    expect(statusPath('placed', 'ready_for_pickup', 'delivery')).toBeNull();
    expect(statusPath('delivered', 'delivered', 'delivery')).toBeNull();
    expect(statusPath('cancelled', 'delivered', 'delivery')).toBeNull();
  });
  it('cancels only before the order leaves the store', () => {
    expect(statusPath('preparing', 'cancelled', 'delivery')).toEqual(['cancelled']);
    expect(statusPath('out_for_delivery', 'cancelled', 'delivery')).toBeNull();
  });
});
