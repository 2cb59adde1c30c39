// nextTask() is a task boundary: what waits on it runs after the current task and its microtasks, never inside them
// (that is the whole point: the work leaves the task Lighthouse would count as one long task).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/core/browser/next-task.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves after the current task and all its microtasks', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    // A chain of microtasks queued after the call still runs first.
    void Promise.resolve()
      .then(() => order.push('microtask 1'))
      .then(() => order.push('microtask 2'));
    await waited;
    expect(order).toEqual(['microtask 1', 'microtask 2', 'next task']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});
