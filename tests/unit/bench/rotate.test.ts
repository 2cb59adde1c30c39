import { describe, expect, it } from 'vitest';
import { rotate } from '../../../bench/fcp-runs.ts';

describe('round order', () => {
  it('starts each round one page later, so every page takes every slot', () => {
    const pages = ['static', 'portal', 'react'];
    expect([0, 1, 2, 3].map((round) => rotate(pages, round))).toEqual([
      ['static', 'portal', 'react'],
      ['portal', 'react', 'static'],
      ['react', 'static', 'portal'],
      ['static', 'portal', 'react'],
    ]);
  });
});
