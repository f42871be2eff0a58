import { DEFAULT_DELIVERY_COORDINATE } from './coordinates';
import { districtBySlug, RIYADH_DISTRICTS } from './districts';

/** Great-circle distance in km, to check every centre lies in the city. */
function km(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.long - a.long) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('Riyadh districts', () => {
  it('have unique kebab-case slugs and names in both languages', () => {
    const slugs = RIYADH_DISTRICTS.map((d) => d.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const d of RIYADH_DISTRICTS) {
      expect(d.slug, d.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(d.name, d.slug).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(d.arName, d.slug).toMatch(/^[\u0600-\u06FF ]+$/);
    }
  });

  it('centre within 30 km of the city centre', () => {
    for (const d of RIYADH_DISTRICTS) expect(km(d, DEFAULT_DELIVERY_COORDINATE), d.slug).toBeLessThan(30);
  });

  it('are found by slug and cannot be changed', () => {
    expect(districtBySlug('hittin')).toMatchObject({ name: 'Hittin', arName: 'حطين', lat: 24.764, long: 46.597 });
    expect(districtBySlug('nowhere')).toBeNull();
    expect(Object.isFrozen(RIYADH_DISTRICTS)).toBe(true);
    expect(Object.isFrozen(RIYADH_DISTRICTS[0])).toBe(true);
  });
});
