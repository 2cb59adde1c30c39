// The shape of bench/results.json: every number the table shows, and how it was measured.
import type { BundleSizes } from './bundle-sizes.ts';
import type { budgets } from './budgets.ts';
import type { FcpSeries } from './fcp-runs.ts';
import type { SizedFile } from './gzip-size.ts';
import type { EntryFigures } from './entries.ts';

export interface Ratios {
  portalToStatic: number;
  reactToStatic: number;
  reactToPortal: number;
  /** Critical gzip bytes of the react-dom build over those of the portal. */
  /** All the login page loads (before and after its first paint), react-dom build over the portal. */
  reactToPortalCriticalBytes: number;
}

export interface Machine {
  cpus: number;
  /** The cores other programs than the bench kept busy during the FCP loads, on average; `null` off Linux. */
  othersCores: number | null;
}

export interface Measurements {
  portal: BundleSizes & { fcp: FcpSeries };
  react: { critical: BundleSizes['critical']; afterPaint: BundleSizes['afterPaint']; fcp: FcpSeries };
  staticPage: { fcp: FcpSeries };
  /** The three first screens (login, welcome signed out, home signed in), as ratios to the login and to the static page. */
  entries?: Record<string, EntryFigures>;
  /** `null` while the embed script is not built. */
  embed: SizedFile | null;
  /** dist/embed/react.mjs: <PortalEmbed /> with the embed inside and React left out (the host's). */
  embedReact?: SizedFile | null;
  ratios: Ratios;
  machine: Machine;
}

export interface BenchResults extends Measurements {
  date: string;
  commit: string;
  node: string;
  chromium: string;
  method: { cpuSlowdown: number; coldLoads: number; warmupRounds: number; gzipLevel: number };
  budgets: typeof budgets;
  /** Clients admin filter change (bench/admin-filter.ts); measured, no budget of DESIGN.md applies. */
  salesAdminFilter?: { medianMs: number; spread: number; runsMs: number[] };
  /** Broken budgets, empty when all hold. */
  failures: string[];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function ratios(portal: FcpSeries, react: FcpSeries, staticPage: FcpSeries, portalBytes: number, reactBytes: number): Ratios {
  return {
    portalToStatic: round(portal.medianMs / staticPage.medianMs),
    reactToStatic: round(react.medianMs / staticPage.medianMs),
    reactToPortal: round(react.medianMs / portal.medianMs),
    reactToPortalCriticalBytes: round(reactBytes / portalBytes),
  };
}
