import { ensureToursRecord, hasSeen, markSeen, readToursRecord, TOURS_KEY } from './tour-record';
import { TOURS } from './tour-steps';

describe('tours record', () => {
  beforeEach(() => localStorage.clear());

  it('is written on the first visit with both tours not seen', () => {
    expect(readToursRecord()).toBeNull();
    expect(ensureToursRecord()).toEqual({ deliveryTour: false, cartTour: false });
    expect(JSON.parse(localStorage.getItem(TOURS_KEY)!)).toEqual({ deliveryTour: false, cartTour: false });
  });

  it('keeps an existing record on later visits', () => {
    localStorage.setItem(TOURS_KEY, JSON.stringify({ deliveryTour: true, cartTour: false }));
    expect(ensureToursRecord()).toEqual({ deliveryTour: true, cartTour: false });
  });

  it('marks the cart tour seen without touching the delivery tour', () => {
    ensureToursRecord();
    markSeen('cart');
    expect(hasSeen('cart')).toBe(true);
    expect(hasSeen('delivery')).toBe(false);
    expect(JSON.parse(localStorage.getItem(TOURS_KEY)!)).toEqual({ deliveryTour: false, cartTour: true });
  });

  it('replaces a damaged record', () => {
    localStorage.setItem(TOURS_KEY, '{oops');
    expect(ensureToursRecord()).toEqual({ deliveryTour: false, cartTour: false });
  });

  it('has the four cart steps in order', () => {
    expect(TOURS.cart.map((step) => step.anchor)).toEqual(['cart-intro', 'cart-recommendations', 'cart-items', 'cart-checkout']);
  });
});
