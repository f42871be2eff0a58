import { applyColourMode, readColourMode } from './colour-mode';

describe('colour mode', () => {
  it('is light by default and persisted', () => {
    localStorage.clear();
    expect(readColourMode()).toBe('light');
    applyColourMode();
    expect(localStorage.getItem('colour-mode')).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });

  it('keeps a stored choice', () => {
    localStorage.setItem('colour-mode', 'dark');
    expect(applyColourMode()).toBe('dark');
  });
});
