import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedCheck, type CheckState } from '../../../src/forms/debounced-check.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder() {
  const states: [string, CheckState['status'], string?][] = [];
  const onState = (value: string, state: CheckState) => states.push([value, state.status, 'message' in state ? state.message : undefined]);
  return { states, onState };
}

describe('debounced server check', () => {
  it('calls once after a pause in typing, with the last value', async () => {
    const check = vi.fn(async (v: string) => (v === '611222333' ? 'Ya registrado' : undefined));
    const { states, onState } = recorder();
    const checker = createDebouncedCheck(400, onState);
    for (const value of ['6', '61', '611222333']) {
      checker.schedule(value, check);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('611222333');
    expect(states).toEqual([
      ['611222333', 'checking', undefined],
      ['611222333', 'invalid', 'Ya registrado'],
    ]);
  });

  it('drops a slow answer for an older value', async () => {
    let release: (v: string | undefined) => void = () => {};
    const check = vi.fn((v: string) => (v === 'old' ? new Promise<string | undefined>((r) => (release = r)) : Promise.resolve(undefined)));
    const { states, onState } = recorder();
    const checker = createDebouncedCheck(10, onState);
    checker.schedule('old', check);
    await vi.advanceTimersByTimeAsync(10);
    checker.schedule('new', check);
    await vi.advanceTimersByTimeAsync(10);
    release('Tomado');
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual(['new', 'ok', undefined]);
    expect(states.some(([, status]) => status === 'invalid')).toBe(false);
  });

  it('reports a failed call with its error message, and checks at once on demand', async () => {
    const check = vi.fn(async () => {
      throw new Error('Error fetching Customer phone validation');
    });
    const { onState } = recorder();
    const checker = createDebouncedCheck(400, onState);
    await expect(checker.now('611222333', check)).resolves.toEqual({
      status: 'failed',
      message: 'Error fetching Customer phone validation',
    });
  });

  it('does not check an empty value, and cancel stops a pending check', async () => {
    const check = vi.fn(async () => undefined);
    const checker = createDebouncedCheck(10, () => {});
    checker.schedule('  ', check);
    checker.schedule('x', check);
    checker.cancel();
    await vi.advanceTimersByTimeAsync(50);
    expect(check).not.toHaveBeenCalled();
  });
});
