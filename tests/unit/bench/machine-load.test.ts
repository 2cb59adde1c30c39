// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { othersCounter, type ProcessTable } from '../../../bench/machine-load.ts';

const BENCH = 100;
type Row = [pid: number, ppid: number, ticks: number];
const table = (...rows: Row[]): ProcessTable => new Map(rows.map(([pid, ppid, ticks]) => [pid, { ppid, ticks, withReaped: pid !== 1 }]));

/** Readings of /proc in turn; the other programs' ticks the counter ends with. */
const count = (...readings: ProcessTable[]) => {
  const counter = othersCounter(BENCH, readings[0]!);
  for (const reading of readings.slice(1)) counter.read(reading);
  return counter.ticks;
};

describe("other programs' CPU time while the bench measures", () => {
  it("leaves out the bench's browsers, also once they have left it for init", () => {
    const start = table([1, 0, 5], [BENCH, 50, 10], [50, 1, 0]);
    const browser = table([1, 0, 5], [BENCH, 50, 30], [50, 1, 0], [101, BENCH, 40], [102, 101, 70]);
    // The browser closed: its helper 102 went to init and kept working; init's reaped time is not read.
    const orphaned = table([1, 0, 5], [BENCH, 50, 40], [50, 1, 0], [102, 1, 90]);
    const stillWorking = table([1, 0, 5], [BENCH, 50, 40], [50, 1, 0], [102, 1, 200]);
    const gone = table([1, 0, 5], [BENCH, 50, 130], [50, 1, 0]);
    expect(count(start, browser, orphaned, stillWorking, gone)).toBe(0);
  });

  it("counts another program's work, a process that runs throughout and one that ends", () => {
    const start = table([1, 0, 5], [BENCH, 50, 10], [50, 1, 0], [200, 1, 1000], [300, 1, 0]);
    const busy = table([1, 0, 6], [BENCH, 50, 20], [50, 1, 0], [200, 1, 1200], [300, 1, 0], [301, 300, 80]);
    // 301 ended and its parent reaped it: 80 ticks it had then, 30 more since, now in 300's reaped time.
    const later = table([1, 0, 6], [BENCH, 50, 20], [50, 1, 0], [200, 1, 1300], [300, 1, 110]);
    expect(count(start, busy, later)).toBe(1 + 300 + 110);
  });

  it('counts the short-lived processes of another program through the parent that reaps them', () => {
    // A test runner starting processes that each end between two readings: only its reaped time grows.
    const start = table([1, 0, 0], [BENCH, 50, 0], [50, 1, 0], [400, 1, 3]);
    const after = table([1, 0, 0], [BENCH, 50, 0], [50, 1, 0], [400, 1, 250]);
    expect(count(start, after)).toBe(247);
  });

  it("keeps an orphan's time when it ends under init, whose reaped time is not read", () => {
    const start = table([1, 0, 0], [BENCH, 50, 0], [50, 1, 0], [500, 1, 0]);
    const busy = table([1, 0, 0], [BENCH, 50, 0], [50, 1, 0], [500, 1, 60]);
    const gone = table([1, 0, 0], [BENCH, 50, 0], [50, 1, 0]);
    expect(count(start, busy, gone)).toBe(60);
  });
});
