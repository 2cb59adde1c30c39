import { describe, expect, it, vi } from 'vitest';
import { READING_COMFORT_COOKIE, READING_COMFORT_STORAGE_KEY } from '../../../src/core/constants.ts';
import { readingComfortFrom, restoreReadingComfort, setReadingComfort } from '../../../src/core/appearance/reading-comfort.ts';
import { store } from '../../../src/core/state/store.ts';

const root = () => document.documentElement;
const savedEntry = () => JSON.parse(localStorage.getItem(READING_COMFORT_STORAGE_KEY) ?? 'null');
/** The cookie that sends the prerendered pages' head to the storage (READING_COMFORT_COOKIE). */
const flagged = () => document.cookie.split('; ').includes(`${READING_COMFORT_COOKIE}=1`);

describe('reading comfort', () => {
  it('applies a choice at once to <html>, keeps it in the store and on this device', () => {
    setReadingComfort({ textSize: 'muy-grande' });
    setReadingComfort({ highContrast: true });
    expect(root().getAttribute('data-text-size')).toBe('muy-grande');
    expect(root().getAttribute('data-contrast')).toBe('alto');
    expect(store.getState().reading).toEqual({ textSize: 'muy-grande', highContrast: true });
    expect(savedEntry()).toEqual({ textSize: 'muy-grande', highContrast: true });

    setReadingComfort({ highContrast: false });
    expect(root().hasAttribute('data-contrast')).toBe(false);
    expect(root().getAttribute('data-text-size')).toBe('muy-grande');
  });

  it('restores what this device remembered, before the first render', () => {
    localStorage.setItem(READING_COMFORT_STORAGE_KEY, JSON.stringify({ textSize: 'grande', highContrast: true }));
    restoreReadingComfort();
    expect(store.getState().reading).toEqual({ textSize: 'grande', highContrast: true });
    expect(root().getAttribute('data-text-size')).toBe('grande');
    expect(root().getAttribute('data-contrast')).toBe('alto');
  });

  it.each([
    ['not JSON', '{grande'],
    ['an unknown size', JSON.stringify({ textSize: 'enorme', highContrast: 'yes' })],
    ['a prototype key', '{"__proto__":{"textSize":"grande"}}'],
    ['a number', '42'],
  ])('falls back to the defaults for a stored entry that is %s', (_, entry) => {
    localStorage.setItem(READING_COMFORT_STORAGE_KEY, entry);
    restoreReadingComfort();
    expect(store.getState().reading).toEqual({ textSize: 'normal', highContrast: false });
    expect(root().getAttribute('data-text-size')).toBe('normal');
  });

  it('still applies the choice when the device refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('refused', 'SecurityError');
    });
    setReadingComfort({ textSize: 'grande' });
    expect(root().getAttribute('data-text-size')).toBe('grande');
  });

  it('tells the prerendered pages there is a choice to read while one other than the default is kept', () => {
    expect(flagged()).toBe(false);
    setReadingComfort({ textSize: 'grande' });
    expect(flagged()).toBe(true);
    setReadingComfort({ textSize: 'normal', highContrast: true });
    expect(flagged()).toBe(true);
    setReadingComfort({ highContrast: false });
    expect(flagged()).toBe(false);
  });

  it('gives a choice kept without the cookie (from before it, or expired) the cookie back at boot', () => {
    localStorage.setItem(READING_COMFORT_STORAGE_KEY, JSON.stringify({ textSize: 'muy-grande', highContrast: false }));
    restoreReadingComfort();
    expect(flagged()).toBe(true);
    localStorage.setItem(READING_COMFORT_STORAGE_KEY, JSON.stringify({ textSize: 'normal', highContrast: false }));
    restoreReadingComfort();
    expect(flagged()).toBe(false);
  });

  it('reads a request value by value (a host may send anything)', () => {
    expect(readingComfortFrom({ textSize: 'grande', highContrast: 1 })).toEqual({ textSize: 'grande', highContrast: false });
    expect(readingComfortFrom(null)).toEqual({ textSize: 'normal', highContrast: false });
  });
});
