// How much of the machine other programs took while the bench measured. The one-minute load average cannot say:
// the bench's own browsers (one launched for every cold load) put it above 2 on two cores in every run, so a
// warning built on it fired every time. This reads each process's CPU time in /proc every half second and adds up
// the time of those that are not the bench's. A process is the bench's once it has been seen under it: Chromium's
// helpers outlive or leave their parent on close, so the bench's own counters (its reaped children's time) miss
// about half of what its browsers use. Another program's processes that start and end between two readings are
// counted through their parent, which adds their time to its children's when it reaps them. Linux only; elsewhere
// there is no figure and no warning.
import { readdirSync, readFileSync } from 'node:fs';

const EVERY_MS = 500;

export interface ProcessTicks {
  ppid: number;
  /** utime + stime, and cutime + cstime (the children it has reaped) when `withReaped`. */
  ticks: number;
  /** Init reaps the orphans of every program, the bench's own browser helpers among them: its own time only. */
  withReaped: boolean;
}

/** pid to its figures, one reading of /proc. */
export type ProcessTable = Map<number, ProcessTicks>;

function readProcesses(): ProcessTable {
  const processes: ProcessTable = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command name, which may itself hold spaces and parentheses: state, ppid, ... then utime,
      // stime, cutime, cstime (the 14th to 17th fields of proc(5)).
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      const withReaped = name !== '1';
      const ticks = fields.slice(11, withReaped ? 15 : 13).reduce((sum, field) => sum + Number(field), 0);
      processes.set(Number(name), { ppid: Number(fields[1]), ticks, withReaped });
    } catch {
      // It ended between the listing and the read.
    }
  }
  return processes;
}

/**
 * Adds up, reading after reading, the ticks of the processes that are not `selfPid` or under it. Pure, for the
 * unit tests: the watch below feeds it /proc.
 */
export function othersCounter(selfPid: number, first: ProcessTable) {
  const ours = new Set([selfPid]);
  let previous = first;
  let othersTicks = 0;
  return {
    read(current: ProcessTable) {
      // Parents are listed before their children only by chance: go round until no process joins.
      for (let grew = true; grew;) {
        grew = false;
        for (const [pid, { ppid }] of current) {
          if (!ours.has(pid) && ours.has(ppid)) {
            ours.add(pid);
            grew = true;
          }
        }
      }
      for (const [pid, { ticks }] of current) {
        if (!ours.has(pid)) othersTicks += ticks - (previous.get(pid)?.ticks ?? 0);
      }
      // One of theirs that has ended is, or will be, in its parent's reaped time: take back what was counted of it.
      for (const [pid, { ppid, ticks }] of previous) {
        if (!current.has(pid) && !ours.has(pid) && current.get(ppid)?.withReaped) othersTicks -= ticks;
      }
      previous = current;
    },
    get ticks() {
      return Math.max(0, othersTicks);
    },
  };
}

/** Clock ticks of all cores since boot: the elapsed time, in the unit of the processes' times. */
function totalTicks(): number {
  return readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]!
    .trim()
    .split(/\s+/)
    .slice(1, 9) // user nice system idle iowait irq softirq steal; guest time is already in user.
    .reduce((sum, field) => sum + Number(field), 0);
}

export interface OthersWatch {
  /** The cores other programs kept busy since the watch started, on average (0.5: half of one core). */
  stop(): number;
}

/** `null` where /proc is not Linux's. */
export function watchOthers(cpus: number): OthersWatch | null {
  let counter: ReturnType<typeof othersCounter>;
  let startTotal: number;
  try {
    counter = othersCounter(process.pid, readProcesses());
    startTotal = totalTicks();
  } catch {
    return null;
  }
  const timer = setInterval(() => counter.read(readProcesses()), EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      counter.read(readProcesses());
      const elapsedPerCore = (totalTicks() - startTotal) / cpus;
      return elapsedPerCore > 0 ? counter.ticks / elapsedPerCore : 0;
    },
  };
}
