import { describe, expect, it } from 'vitest';
import { median, spread } from '../../../bench/stats.ts';

describe('stats', () => {
  it('takes the middle of an odd series without reordering the input', () => {
    const runs = [300, 100, 200, 900, 150];
    expect(median(runs)).toBe(200);
    expect(runs).toEqual([300, 100, 200, 900, 150]);
  });

  it('averages the two middle values of an even series', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty series', () => {
    expect(() => median([])).toThrow();
  });

  it('measures spread as the largest distance from the median over the median', () => {
    expect(spread([90, 100, 130])).toBeCloseTo(0.3);
  });
});
