import { isolate } from './bidi';

describe('isolate', () => {
  it('wraps the text in a first-strong isolate, so its direction comes from its own first letter', () => {
    expect(isolate('12 King Fahd Road')).toBe('\u206812 King Fahd Road\u2069');
    expect(isolate('حي العليا')).toBe('\u2068حي العليا\u2069');
  });

  it('keeps the text itself unchanged between the marks', () => {
    const text = '7 شارع الملك فهد, Riyadh';
    expect(isolate(text).slice(1, -1)).toBe(text);
  });
});
