import { forgetPendingHeart, PENDING_HEART_KEY, PENDING_HEART_TTL_MS, rememberPendingHeart, takePendingHeart } from './pending-heart';

const NOW = Date.parse('2026-03-01T09:00:00Z');

beforeEach(() => localStorage.clear());

describe('a guest\'s pending heart', () => {
  it('is kept under the account\'s own key and taken once', () => {
    rememberPendingHeart(3, 'تمر سكري', { now: NOW });
    expect(PENDING_HEART_KEY).toBe('wishlist-pending');
    expect(takePendingHeart({ now: NOW + 60_000 })).toEqual({ productId: 3, productName: 'تمر سكري', at: NOW });
    expect(takePendingHeart({ now: NOW + 60_000 })).toBeNull();
    expect(localStorage.getItem(PENDING_HEART_KEY)).toBeNull();
  });

  it('keeps only the latest press', () => {
    rememberPendingHeart(3, 'Sukkari dates', { now: NOW });
    rememberPendingHeart(5, 'Almarai milk', { now: NOW + 1000 });
    expect(takePendingHeart({ now: NOW + 2000 })?.productId).toBe(5);
  });

  it('is dropped when it is older than the sign-in it waits for, or from the future', () => {
    rememberPendingHeart(3, 'Sukkari dates', { now: NOW });
    expect(takePendingHeart({ now: NOW + PENDING_HEART_TTL_MS + 1 })).toBeNull();
    expect(localStorage.getItem(PENDING_HEART_KEY)).toBeNull();
    rememberPendingHeart(3, 'Sukkari dates', { now: NOW + 60_000 });
    expect(takePendingHeart({ now: NOW })).toBeNull();
  });

  it.each(['not json', '{"productId":"3","productName":"x","at":1}', '{"productId":-1,"productName":"x","at":1}', '{"productId":3,"at":1}', 'null'])(
    'ignores what it did not write: %s',
    (raw) => {
      localStorage.setItem(PENDING_HEART_KEY, raw);
      expect(takePendingHeart({ now: 2 })).toBeNull();
      expect(localStorage.getItem(PENDING_HEART_KEY)).toBeNull();
    },
  );

  it('is forgotten at logout', () => {
    rememberPendingHeart(3, 'Sukkari dates', { now: NOW });
    forgetPendingHeart();
    expect(takePendingHeart({ now: NOW })).toBeNull();
  });
});
