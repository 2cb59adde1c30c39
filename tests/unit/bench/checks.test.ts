import { describe, expect, it } from 'vitest';
import { budgets, COLD_LOADS } from '../../../bench/budgets.ts';
import { evaluate } from '../../../bench/checks.ts';
import type { FcpSeries } from '../../../bench/fcp-runs.ts';
import type { Measurements } from '../../../bench/results.ts';
import { formatTable } from '../../../bench/table.ts';

const series = (medianMs: number, unexpected: string[] = []): FcpSeries => ({
  url: 'http://127.0.0.1:4173/auth/login',
  runsMs: [medianMs],
  medianMs,
  spread: 0,
  unexpectedBeforePaint: unexpected,
});

interface Over {
  critical?: number;
  lazy?: number;
  embed?: number | null;
  ratio?: number;
  unexpected?: string[];
  others?: number | null;
}

function measurements(over: Over = {}): Measurements {
  const critical = over.critical ?? 7000;
  return {
    portal: {
      critical: { files: [{ file: 'index.html', name: 'HTML document', gzipBytes: critical }], gzipBytes: critical },
      afterPaint: { files: [{ file: 'assets/index-a1.js', name: 'index.html entry chunk', gzipBytes: 20000 }], gzipBytes: 20000 },
      lazy: [{ file: 'assets/pagos-e5.js', name: 'src/features/pagos/pagos-screen.tsx', gzipBytes: over.lazy ?? 4000 }],
      fcp: series(120, over.unexpected),
    },
    react: { critical: { files: [], gzipBytes: 3000 }, afterPaint: { files: [], gzipBytes: 63000 }, fcp: series(200) },
    staticPage: { fcp: series(100) },
    embed: over.embed === null ? null : { file: 'dist/embed/embed.js', gzipBytes: over.embed ?? 2000 },
    ratios: { portalToStatic: over.ratio ?? 1.2, reactToStatic: 2, reactToPortal: 1.67, reactToPortalCriticalBytes: 9.4 },
    machine: { cpus: 2, othersCores: over.others === undefined ? 0.01 : over.others },
  };
}

describe('budget checks', () => {
  it('shows the script imported after the first paint without budgeting it', () => {
    const { rows, failures } = evaluate(measurements());
    expect(rows.find((r) => r.what.includes('after first paint'))).toMatchObject({ measured: '19.5 KB', budget: '', ok: '' });
    expect(failures).toEqual([]);
  });

  it('passes when every budget holds, budgets included', () => {
    expect(evaluate(measurements({ critical: budgets.criticalGzipBytes, ratio: 1.5 })).failures).toEqual([]);
  });

  it('names each broken budget', () => {
    const { failures } = evaluate(measurements({ critical: 15000, lazy: 12 * 1024 + 1, embed: 7.5 * 1024 + 1, ratio: 1.51 }));
    expect(failures).toHaveLength(4);
    expect(failures[0]).toMatch(/critical.*14\.6 KB/);
    expect(failures[1]).toMatch(/pagos-screen\.tsx/);
    expect(failures[2]).toMatch(/embed/);
    expect(failures[3]).toMatch(/1\.51x/);
  });

  it('holds every first screen but the login within 1.25x of the login', () => {
    const entry = (toLogin: number) => ({
      url: 'http://127.0.0.1:4173/',
      readyMedianMs: 100 * toLogin,
      fcpMedianMs: 90,
      toLogin,
      toStatic: 1,
    });
    const m = measurements();
    m.entries = { login: entry(1), welcome: entry(0.97), rootSignedOut: entry(1.25), rootSignedIn: entry(2.14) };
    const { rows, failures } = evaluate(m);
    expect(failures).toEqual([
      `first screen rootSignedIn: content painted (median of ${COLD_LOADS}): 214 ms, 2.14x the login, 1.00x the static page, budget <= 1.25x the login`,
    ]);
    expect(rows.find((r) => r.what.includes('screen login'))).toMatchObject({ budget: '', ok: '' });
    expect(rows.find((r) => r.what.includes('rootSignedOut'))?.ok).toBe('ok');
  });

  it('shows a missing embed script as not built, without failing', () => {
    const { rows, failures } = evaluate(measurements({ embed: null }));
    expect(failures).toEqual([]);
    expect(rows.find((r) => r.what.startsWith('embed'))).toMatchObject({ measured: 'not built', ok: '' });
  });

  it('warns, without failing, about a lazy chunk fetched before the first paint', () => {
    const { rows, failures } = evaluate(measurements({ unexpected: ['/assets/login-x9.js'] }));
    expect(failures).toEqual([]);
    expect(rows.filter((r) => r.ok === 'warn').map((r) => r.measured)).toEqual(['/assets/login-x9.js']);
  });

  it('warns when other programs took more than a quarter of a core during the loads, and only then', () => {
    for (const others of [0.25, null]) expect(evaluate(measurements({ others })).rows.some((r) => r.ok === 'warn')).toBe(false);
    expect(evaluate(measurements({ others: 0.8 })).rows.find((r) => r.ok === 'warn')?.measured).toBe('other programs used 0.80 of 2 cores');
  });

  it('shows each FCP median with the range of its loads', () => {
    const m = measurements();
    m.staticPage.fcp = { ...m.staticPage.fcp, runsMs: [98.4, 100, 180, 101, 99], medianMs: 100 };
    expect(evaluate(m).rows.find((r) => r.what.startsWith('FCP static'))?.measured).toBe('100 ms (98-180)');
  });

  it('prints aligned columns', () => {
    const lines = formatTable(evaluate(measurements()).rows).split('\n');
    const budgetColumn = lines[0]!.indexOf('budget');
    expect(lines.find((l) => l.startsWith('lazy chunk'))!.indexOf('<= 12.0 KB')).toBe(budgetColumn);
  });
});
