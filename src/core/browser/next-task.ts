// A task boundary. Lighthouse (mobile: 4x CPU) counts every millisecond of a main-thread task beyond 50 as blocking
// time, so work that need not share a task with what came before it waits for a task of its own: a 38 ms task
// (CPU, unthrottled) blocks 102 ms at 4x, the same work in two of 20 and 18 ms blocks 52.
// `scheduler.yield()` (Chromium 129+) resumes before other queued tasks, so the work is not pushed behind network
// callbacks; elsewhere a MessageChannel message, which no browser clamps as it clamps nested timeouts.

interface YieldingScheduler {
  yield: () => Promise<void>;
}

/** Resolves in a later task of the main thread. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
