import { InputError } from '../errors.js';
import {
  cappedLines,
  checkLines,
  checkReplacementProducts,
  checkSchedule,
  isMergeKey,
  isPosition,
  isRequestQuantity,
  parseId,
  positiveId,
  replacementLimit,
  shippingMethodLimit,
  shippingName,
} from './inputs.js';
import { scheduleSlots } from './schedule.js';

describe('ids', () => {
  it('are positive whole numbers of up to 15 digits', () => {
    expect(['31', 31, '000031'].map(positiveId)).toEqual([31, 31, 31]);
    expect(['0', '-3', '3.5', '1e3', ' 3', '', '1234567890123456', null, undefined, 0].map(positiveId)).toEqual(Array(10).fill(null));
    expect(parseId('7', 'sellerId')).toBe(7);
    expect(() => parseId('seven', 'sellerId')).toThrow(InputError);
  });
});

describe('request lines', () => {
  it('take ids and quantities from 1 to 999, naming each wrong one', () => {
    expect(checkLines([{ productId: '31', quantity: 2 }, { productId: '32', quantity: 999 }], 'items')).toEqual({
      lines: [{ productId: 31, quantity: 2 }, { productId: 32, quantity: 999 }],
      errors: [],
    });
    const checked = checkLines([{ productId: 'x', quantity: 1 }, { productId: '31', quantity: 0 }, { productId: '32', quantity: 1.5 }, { productId: '33', quantity: 1000 }], 'items');
    expect(checked.errors.map((e) => [e.field, e.key])).toEqual([
      ['items.0.productId', 'invalid_value'],
      ['items.1.quantity', 'invalid_number'],
      ['items.2.quantity', 'invalid_number'],
      ['items.3.quantity', 'invalid_number'],
    ]);
  });

  it('are refused as a whole beyond the lines one cart may hold', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ productId: String(i + 1), quantity: 1 }));
    expect(checkLines(many, 'items').errors.map((e) => [e.field, e.key])).toEqual([['items', 'cart_too_many_lines']]);
  });

  it('merge repeated products and cap the quantity asked for before the database sees it', () => {
    expect(cappedLines([{ productId: 31, quantity: 600 }, { productId: 31, quantity: 600 }, { productId: 32, quantity: 3 }])).toEqual([
      { productId: 31, quantity: 1000 },
      { productId: 32, quantity: 3 },
    ]);
  });

  it('set a quantity from 0 (remove) to 999', () => {
    expect([0, 999].map((q) => isRequestQuantity(q, 0))).toEqual([true, true]);
    expect([0, -1, 1000, 2.5].map((q) => isRequestQuantity(q, 1))).toEqual([false, false, false, false]);
  });
});

describe('merge keys and positions', () => {
  it('take a merge key of 16 to 64 letters, digits, _ or -', () => {
    expect(isMergeKey('3f0b8a52-4c1e-4d7a-9b1e-2f6c8d9e0a11')).toBe(true);
    expect(['short', 'x'.repeat(65), 'has space in it ok?', 'x"; DROP TABLE carts; --'].map(isMergeKey)).toEqual([false, false, false, false]);
  });

  it('take an offers position from 0 to 1000', () => {
    expect([0, 1000].map(isPosition)).toEqual([true, true]);
    expect([-1, 1001, 1.5].map(isPosition)).toEqual([false, false, false]);
  });
});

describe('shipping', () => {
  it('is delivery unless pickup or a scheduled slot is asked for', () => {
    expect([undefined, null, 'delivery', 'pickup', 'schedule'].map(shippingName)).toEqual(['delivery', 'delivery', 'delivery', 'pickup', 'schedule']);
    expect(() => shippingName('drone')).toThrow(InputError);
  });

  it('keeps a scheduled slot only while it is open for orders', () => {
    const now = new Date('2026-05-20T06:00:00Z'); // 09:00 in Riyadh
    const open = scheduleSlots(now)[0]!.start;
    expect(checkSchedule('schedule', open, now)).toBe(open);
    expect(checkSchedule('schedule', '2026-05-20T06:00:00Z', now)).toBeNull();
    expect(checkSchedule('schedule', 'tomorrow', now)).toBeNull();
    expect(checkSchedule('schedule', null, now)).toBeNull();
    expect(checkSchedule('delivery', open, now)).toBeNull();
  });

  it('lists up to 10 methods', () => {
    expect([undefined, 0, 3, 50].map(shippingMethodLimit)).toEqual([10, 1, 3, 10]);
  });
});

describe('replacements', () => {
  it('suggest 4 per product unless told, at most 12, for up to 50 products', () => {
    expect([undefined, 0, 6, 40].map(replacementLimit)).toEqual([4, 1, 6, 12]);
    expect(() => checkReplacementProducts(Array(50).fill('1'))).not.toThrow();
    expect(() => checkReplacementProducts(Array(51).fill('1'))).toThrow(InputError);
  });
});
