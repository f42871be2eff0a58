import { formatCutoff } from './format';

describe('formatCutoff', () => {
  // a 9:00 slot on Tuesday 11 March 2025 in Riyadh
  const slotStart = '2025-03-11T06:00:00.000Z';

  it('gives the time alone when the cutoff falls on the slot day in Riyadh', () => {
    expect(formatCutoff('2025-03-11T05:00:00.000Z', slotStart, 'en')).toBe('8:00');
    expect(formatCutoff('2025-03-11T05:00:00.000Z', slotStart, 'ar').replace(/\s+/g, ' ')).toBe('٨:٠٠ ص');
  });

  it('names the day when the cutoff is the evening before', () => {
    // 22:00 on Monday in Riyadh is still 19:00 UTC on Monday
    expect(formatCutoff('2025-03-10T19:00:00.000Z', slotStart, 'en')).toBe('Mon 10 Mar, 22:00');
    expect(formatCutoff('2025-03-10T19:00:00.000Z', slotStart, 'ar').replace(/\s+/g, ' ')).toBe('الاثنين، ١٠ مارس، ١٠:٠٠ م');
  });
});
