// Turns the measurements into the rows of the table and the list of broken budgets.
import { budgets, COLD_LOADS } from './budgets.ts';
import type { FcpSeries } from './fcp-runs.ts';
import type { Measurements } from './results.ts';

export type Verdict = 'ok' | 'FAIL' | 'warn' | '';

export interface Row {
  what: string;
  measured: string;
  budget: string;
  ok: Verdict;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
// The range beside the median shows how much one load varied: a single slow load widens it, not the median.
/**
 * Cores other programs may use during the FCP loads before the table warns (bench/machine-load.ts). This machine
 * reads 0.01 when quiet (kernel threads), 0.8 with one busy loop beside the bench, under which a cold load's FCP
 * doubles; a quarter of a core is the most that leaves a ratio near its budget worth reading.
 */
const OTHERS_WARN_CORES = 0.25;
const ms = (s: FcpSeries) => `${Math.round(s.medianMs)} ms (${Math.round(Math.min(...s.runsMs))}-${Math.round(Math.max(...s.runsMs))})`;
const times = (ratio: number) => `${ratio.toFixed(2)}x`;
const within = (value: number, limit: number): Verdict => (value <= limit ? 'ok' : 'FAIL');

export function evaluate(m: Measurements): { rows: Row[]; failures: string[] } {
  const rows: Row[] = [];
  const failures: string[] = [];
  const check = (what: string, measured: string, budget: string, ok: Verdict) => {
    rows.push({ what, measured, budget, ok });
    if (ok === 'FAIL') failures.push(`${what}: ${measured}, budget ${budget}`);
  };
  const note = (what: string, measured: string) => rows.push({ what, measured, budget: '', ok: '' });

  const critical = m.portal.critical;
  check(
    '/auth/login critical HTML+JS+CSS, gzip',
    kb(critical.gzipBytes),
    `<= ${kb(budgets.criticalGzipBytes)}`,
    within(critical.gzipBytes, budgets.criticalGzipBytes),
  );
  for (const f of critical.files) note(`  ${f.name}`, kb(f.gzipBytes));
  // Shown, not budgeted: docs/design.md budgets what the first paint needs; this arrives right after it.
  if (m.portal.afterPaint.files.length > 0) {
    note('/auth/login script, imported after first paint', kb(m.portal.afterPaint.gzipBytes));
    for (const f of m.portal.afterPaint.files) note(`  ${f.name}`, kb(f.gzipBytes));
  }
  if (m.portal.lazy.length === 0) note('lazy chunks', 'none');
  for (const f of m.portal.lazy) {
    check(`lazy chunk ${f.name}`, kb(f.gzipBytes), `<= ${kb(budgets.lazyChunkGzipBytes)}`, within(f.gzipBytes, budgets.lazyChunkGzipBytes));
  }
  if (m.embed)
    check(
      'embed script, gzip',
      kb(m.embed.gzipBytes),
      `<= ${kb(budgets.embedGzipBytes)}`,
      within(m.embed.gzipBytes, budgets.embedGzipBytes),
    );
  else rows.push({ what: 'embed script, gzip', measured: 'not built', budget: `<= ${kb(budgets.embedGzipBytes)}`, ok: '' });
  // Shown, not budgeted: only React hosts load it, instead of embed.js.
  if (m.embedReact) note('embed React entry (react.mjs, React not included), gzip', kb(m.embedReact.gzipBytes));

  note(`FCP static page (median of ${COLD_LOADS})`, ms(m.staticPage.fcp));
  note(`FCP /auth/login (median of ${COLD_LOADS})`, ms(m.portal.fcp));
  check(
    'FCP /auth/login / static page',
    times(m.ratios.portalToStatic),
    `<= ${times(budgets.fcpRatioToStatic)}`,
    within(m.ratios.portalToStatic, budgets.fcpRatioToStatic),
  );
  for (const [id, e] of Object.entries(m.entries ?? {})) {
    const what = `first screen ${id}: content painted (median of ${COLD_LOADS})`;
    const measured = `${Math.round(e.readyMedianMs)} ms, ${times(e.toLogin)} the login, ${times(e.toStatic)} the static page`;
    if (id === 'login') note(what, measured);
    else check(what, measured, `<= ${times(budgets.entryRatioToLogin)} the login`, within(e.toLogin, budgets.entryRatioToLogin));
  }
  const others = m.machine.othersCores;
  if (others !== null && others > OTHERS_WARN_CORES) {
    rows.push({
      what: 'machine busy: FCP figures are noisy',
      measured: `other programs used ${others.toFixed(2)} of ${m.machine.cpus} cores`,
      budget: '',
      ok: 'warn',
    });
  }
  for (const path of m.portal.fcp.unexpectedBeforePaint) {
    rows.push({ what: 'fetched before FCP, not critical', measured: path, budget: '', ok: 'warn' });
  }

  note('react-dom: critical HTML+JS+CSS, gzip', kb(m.react.critical.gzipBytes));
  note(
    'react-dom: all /auth/login loads, gzip',
    `${kb(m.react.critical.gzipBytes + m.react.afterPaint.gzipBytes)} (${times(m.ratios.reactToPortalCriticalBytes)} the portal)`,
  );
  note(`react-dom: FCP /auth/login (median of ${COLD_LOADS})`, ms(m.react.fcp));
  note('react-dom: FCP / static page', times(m.ratios.reactToStatic));
  note('react-dom: FCP / portal FCP', times(m.ratios.reactToPortal));
  for (const path of m.react.fcp.unexpectedBeforePaint) {
    rows.push({ what: 'react-dom: fetched before FCP, not critical', measured: path, budget: '', ok: 'warn' });
  }
  return { rows, failures };
}
