import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatMoney } from '../../../src/i18n/format.ts';

describe('formatters', () => {
  it('formats euros and dates the Spanish way', () => {
    expect(formatMoney(3990).replace(/\s/g, ' ')).toBe('39,90 €');
    expect(formatMoney(123450).replace(/\s/g, ' ')).toMatch(/^1\.?234,50 €$/);
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatLongDate('2026-03-01')).toBe('1 de marzo de 2026');
  });
});
