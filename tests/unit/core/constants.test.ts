import { describe, expect, it } from 'vitest';
import * as c from '../../../src/core/constants.ts';
import { formatDate, formatLongDate, formatMoney } from '../../../src/i18n/format.ts';

describe('constants and formatters', () => {
  it('carries the build facts and the spec locale', () => {
    expect(c.APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    expect(c.PRODUCT_TITLE).toBe('Portal de afiliados');
    expect(c.ACCESS_CONTROL_API).toMatch(/^https?:\/\//);
    expect([c.LOCALE, c.CURRENCY]).toEqual(['es', 'EUR']);
    expect(c.END_REGISTRATION_REDIRECT_MS).toBe(5000);
  });

  it('formats euros and dates the Spanish way', () => {
    expect(formatMoney(39.9).replace(/\s/g, ' ')).toBe('39,90 €');
    expect(formatMoney(1234.5).replace(/\s/g, ' ')).toMatch(/^1\.?234,50 €$/);
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatLongDate('2026-03-01')).toBe('1 de marzo de 2026');
  });
});
