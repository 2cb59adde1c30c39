import { expect, it } from 'vitest';
import { inFrame } from '../../../src/core/bridge/in-frame.ts';

it('is false for a top-level page', () => {
  expect(inFrame()).toBe(false);
});

it('is true when top is another window, or cannot be read', () => {
  const framed = { self: {}, top: {} } as unknown as Window;
  const sandboxed = Object.defineProperty({ self: {} }, 'top', {
    get: () => {
      throw new Error('blocked');
    },
  }) as unknown as Window;
  expect(inFrame(framed)).toBe(true);
  expect(inFrame(sandboxed)).toBe(true);
});
