// Cold-load FCP of several pages, interleaved (one load of each page per round, the order rotating from
// round to round) so that a slow spell of the machine, or a slot in the round that happens to be slower,
// falls on every page alike instead of on whichever page happened to be measured then.
import { withFreshProfile } from './chromium.ts';
import { coldLoad, type LoadOptions } from './cold-load.ts';
import { unexpectedBeforePaint } from './pre-paint-check.ts';
import { median, spread } from './stats.ts';

export interface FcpTarget {
  id: string;
  url: string;
  /** The static critical set (paths relative to the build root) to cross-check against; none for the baseline. */
  critical?: string[];
  /** The entry's content and session, for the time its content is painted (`readyMs`). */
  load?: LoadOptions | (() => Promise<LoadOptions>);
}

export interface FcpSeries {
  url: string;
  runsMs: number[];
  medianMs: number;
  /** Largest distance of a run from the median, as a fraction of it. */
  spread: number;
  /** When the entry's own content was painted (the FCP for a target without a `ready` selector). */
  readyRunsMs?: number[];
  readyMedianMs?: number;
  /** Scripts and stylesheets fetched before FCP that are not in the static critical set. */
  unexpectedBeforePaint: string[];
}

export interface FcpOptions {
  loads: number;
  /** Rounds loaded first and thrown away: the first launches pay for a cold disk cache and an idle CPU. */
  warmups: number;
  profilesDir: string;
}

export const rotate = <T>(items: T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length]!);

export async function measureFcp(targets: FcpTarget[], options: FcpOptions): Promise<Record<string, FcpSeries>> {
  const runs = new Map(targets.map((t) => [t.id, [] as number[]]));
  const readyRuns = new Map(targets.map((t) => [t.id, [] as number[]]));
  const unexpected = new Map(targets.map((t) => [t.id, new Set<string>()]));
  for (let round = 0; round < options.warmups + options.loads; round++) {
    for (const target of rotate(targets, round)) {
      const { fcp, ready, resources } = await withFreshProfile(options.profilesDir, async (context) =>
        coldLoad(context, target.url, target.load ? await resolveLoad(target.load) : {}),
      );
      if (round < options.warmups) continue;
      runs.get(target.id)!.push(fcp);
      readyRuns.get(target.id)!.push(ready);
      if (target.critical) {
        for (const path of unexpectedBeforePaint(resources, fcp, target.critical, new URL(target.url).origin)) {
          unexpected.get(target.id)!.add(path);
        }
      }
    }
  }
  return Object.fromEntries(
    targets.map((t) => {
      const series = runs.get(t.id)!.map((ms) => Math.round(ms * 10) / 10);
      const readySeries = readyRuns.get(t.id)!.map((ms) => Math.round(ms * 10) / 10);
      return [
        t.id,
        {
          url: t.url,
          runsMs: series,
          medianMs: median(series),
          spread: spread(series),
          readyRunsMs: readySeries,
          readyMedianMs: median(readySeries),
          unexpectedBeforePaint: [...unexpected.get(t.id)!].sort(),
        },
      ];
    }),
  );
}

/** Cookies may need a fresh session per load (a token the sandbox issues): given as a function, it runs each time. */
async function resolveLoad(load: LoadOptions | (() => Promise<LoadOptions>)): Promise<LoadOptions> {
  return typeof load === 'function' ? load() : load;
}
