import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme } from '../../../src/core/appearance/theme.ts';

/** The declarations of the theme's :root rule, wherever cssomSheet() put its sheet. */
function themeRule(): string {
  const sheets = [...document.adoptedStyleSheets, ...[...document.styleSheets]];
  const rules = sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  return rules.filter((rule) => rule.startsWith(':root') && rule.includes('--')).join('\n');
}

afterEach(async () => {
  await applyTheme('configuration', {});
  await applyTheme('host', {});
  vi.restoreAllMocks();
});

describe('applyTheme', () => {
  it("puts the configuration's brand on :root, and the host's over it field by field", async () => {
    expect(await applyTheme('configuration', { primaryColor: '#6d2e8c', radius: 4 })).toBe(true);
    expect(themeRule()).toContain('--color-primary: #6d2e8c');
    expect(themeRule()).toContain('--radius-md: 4px');
    expect(await applyTheme('host', { primaryColor: '#1d4ed8' })).toBe(true);
    expect(themeRule()).toContain('--color-primary: #1d4ed8');
    expect(themeRule()).toContain('--radius-md: 4px');
  });

  it('warns about a refused field and keeps what was there', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await applyTheme('configuration', { primaryColor: '#6d2e8c' });
    expect(await applyTheme('host', { primaryColor: '#fafafa' })).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[portal-theme\] host: primaryColor #fafafa refused/));
    expect(themeRule()).toContain('--color-primary: #6d2e8c');
  });

  it('leaves no rule when no source has a theme', async () => {
    await applyTheme('host', { radius: 8 });
    await applyTheme('host', {});
    expect(themeRule()).toBe('');
  });
});
