import { DEFAULT_DELIVERY_COORDINATE, isCoordinate, isInSaudiArabia } from './coordinates';

describe('coordinates', () => {
  it('defaults to Riyadh, lat 24.76 and long 46.76 (spec §3), and cannot be changed', () => {
    expect(DEFAULT_DELIVERY_COORDINATE).toEqual({ lat: 24.76, long: 46.76 });
    expect(Object.isFrozen(DEFAULT_DELIVERY_COORDINATE)).toBe(true);
    expect(isInSaudiArabia(DEFAULT_DELIVERY_COORDINATE.lat, DEFAULT_DELIVERY_COORDINATE.long)).toBe(true);
  });

  it('knows the kingdom from its neighbours', () => {
    expect(isInSaudiArabia(21.5433, 39.1728)).toBe(true); // Jeddah
    expect(isInSaudiArabia(26.4207, 50.0888)).toBe(true); // Dammam
    expect(isInSaudiArabia(25.2048, 55.2708 + 1)).toBe(false); // east of Dubai
    expect(isInSaudiArabia(30.0444, 31.2357)).toBe(false); // Cairo
  });

  it('accepts finite degrees within range only', () => {
    expect(isCoordinate(24.76, 46.76)).toBe(true);
    expect(isCoordinate(-90, 180)).toBe(true);
    expect(isCoordinate(-91, 46.76)).toBe(false);
    expect(isCoordinate(24.76, Number.NaN)).toBe(false);
    expect(isCoordinate('24.76', 46.76)).toBe(false);
  });
});
