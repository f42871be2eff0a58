import type { ProductSummary } from 'shared-events';
import { MAX_ALERT_CHANGES, accountCartAdded, cartChanges, combineAlerts, forgetProduct, loadAlert, saveAlert, type CartAlert, type CartChange } from './cart-alert';
import { STORAGE_KEYS, type CartLine } from './storage';

function product(id: number, name: string, arName: string, stockAvailable = true): ProductSummary {
  return { id, slug: name.toLowerCase(), name, arName, image: '', sellingPrice: 900, price: 900, maxOrder: 10, stockAvailable };
}

const line = (p: ProductSummary, quantity: number): CartLine => ({ productId: p.id, quantity, product: p });

const rice = product(1, 'Basmati rice', 'أرز بسمتي');
const dates = product(2, 'Sukkari dates', 'تمر سكري');
const water = product(3, 'Water', 'مياه');

const change = (productId: number, kind: CartChange['kind'], quantity: number): CartChange => ({ productId, name: `p${productId}`, arName: `م${productId}`, kind, quantity });

beforeEach(() => localStorage.clear());

describe('cartChanges', () => {
  it('names lines the server lowered, dropped or marked out of stock, and nothing else', () => {
    const expected = [line(rice, 5), line(dates, 2), line(water, 1)];
    const actual = [line(rice, 3), line({ ...water, stockAvailable: false }, 1)];
    expect(cartChanges(expected, actual)).toEqual([
      { productId: 1, name: 'Basmati rice', arName: 'أرز بسمتي', kind: 'capped', quantity: 3 },
      { productId: 2, name: 'Sukkari dates', arName: 'تمر سكري', kind: 'removed', quantity: 0 },
      { productId: 3, name: 'Water', arName: 'مياه', kind: 'unavailable', quantity: 1 },
    ]);
  });

  it('finds nothing when the server gave what was asked, or more', () => {
    expect(cartChanges([line(rice, 2)], [line(rice, 2), line(dates, 4)])).toEqual([]);
    expect(cartChanges([line(rice, 2)], [line(rice, 6)])).toEqual([]);
    // a removal the shopper asked for is not news
    expect(cartChanges([line(rice, 0)], [])).toEqual([]);
    // already out of stock when asked: the stepper showed it
    expect(cartChanges([line({ ...rice, stockAvailable: false }, 1)], [line({ ...rice, stockAvailable: false }, 1)])).toEqual([]);
  });
});

describe('accountCartAdded', () => {
  it('is true when the account cart brought lines or quantities the guest did not have', () => {
    expect(accountCartAdded([line(rice, 2)], [line(rice, 2), line(dates, 1)])).toBe(true);
    expect(accountCartAdded([line(rice, 2)], [line(rice, 5)])).toBe(true);
    expect(accountCartAdded([line(rice, 2), line(dates, 1)], [line(rice, 2)])).toBe(false);
    expect(accountCartAdded([line(rice, 2)], [line(rice, 1)])).toBe(false);
  });
});

describe('combineAlerts and forgetProduct', () => {
  it('keeps the previous alert when nothing new was found', () => {
    const previous: CartAlert = { merged: true, changes: [] };
    expect(combineAlerts(previous, { merged: false, changes: [] })).toBe(previous);
    expect(combineAlerts(null, { merged: false, changes: [] })).toBeNull();
  });

  it('lets a newer change of a product replace its older one and keeps the merge flag', () => {
    const previous: CartAlert = { merged: true, changes: [change(1, 'capped', 4), change(2, 'removed', 0)] };
    expect(combineAlerts(previous, { merged: false, changes: [change(1, 'unavailable', 4)] })).toEqual({
      merged: true,
      changes: [change(2, 'removed', 0), change(1, 'unavailable', 4)],
    });
  });

  it('holds at most the newest changes', () => {
    const many = Array.from({ length: MAX_ALERT_CHANGES + 5 }, (_, i) => change(i + 1, 'removed', 0));
    const alert = combineAlerts(null, { merged: false, changes: many });
    expect(alert?.changes).toHaveLength(MAX_ALERT_CHANGES);
    expect(alert?.changes[0]?.productId).toBe(6);
  });

  it('drops what it said about a product the shopper changed, and the alert once nothing is left', () => {
    const alert: CartAlert = { merged: false, changes: [change(1, 'capped', 4), change(2, 'removed', 0)] };
    expect(forgetProduct(alert, 9)).toBe(alert);
    expect(forgetProduct(alert, 1)).toEqual({ merged: false, changes: [change(2, 'removed', 0)] });
    expect(forgetProduct({ merged: false, changes: [change(1, 'capped', 4)] }, 1)).toBeNull();
    expect(forgetProduct({ merged: true, changes: [change(1, 'capped', 4)] }, 1)).toEqual({ merged: true, changes: [] });
  });
});

describe('stored alert', () => {
  it('reads back what was saved and removes the key when cleared', () => {
    const alert: CartAlert = { merged: true, changes: [change(1, 'capped', 4)] };
    saveAlert(alert);
    expect(loadAlert()).toEqual(alert);
    saveAlert(null);
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });

  it.each([
    ['not json', '{oops'],
    ['an array', '[1,2]'],
    ['no merge flag', JSON.stringify({ changes: [] })],
    ['nothing to say', JSON.stringify({ merged: false, changes: [] })],
    ['an unknown kind', JSON.stringify({ merged: false, changes: [{ ...change(1, 'capped', 4), kind: 'stolen' }] })],
    ['a negative quantity', JSON.stringify({ merged: false, changes: [{ ...change(1, 'capped', 4), quantity: -1 }] })],
    ['a missing name', JSON.stringify({ merged: false, changes: [{ productId: 1, kind: 'removed', quantity: 0 }] })],
  ])('treats %s as no alert and removes it', (_label, stored) => {
    localStorage.setItem(STORAGE_KEYS.cartAlert, stored);
    expect(loadAlert()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cartAlert)).toBeNull();
  });
});
