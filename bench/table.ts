import type { Row } from './checks.ts';

/** A plain-text table with a header and aligned columns. */
export function formatTable(rows: Row[]): string {
  const header: Row = { what: 'what', measured: 'measured', budget: 'budget', ok: '' };
  const all = [header, ...rows];
  const width = (key: keyof Row) => Math.max(...all.map((r) => r[key].length));
  const [w, m, b] = [width('what'), width('measured'), width('budget')];
  const line = (r: Row) =>
    `${r.what.padEnd(w)}  ${r.measured.padEnd(m)}  ${r.budget.padEnd(b)}  ${r.ok || (r === header ? 'ok' : '')}`.trimEnd();
  return [line(header), '-'.repeat(w + m + b + 10), ...rows.map(line)].join('\n');
}
