import { describe, expect, it } from 'vitest';
import { setupUi } from '../../../src/ui/setup.ts';
import { color } from '../../../src/ui/tokens.ts';

describe('global style', () => {
  setupUi();
  // goober finds its sheet through window._goober, which happy-dom does not expose, so rules may be spread
  // over several <style> tags here: read them all.
  const sheet = [...document.querySelectorAll('style')].map((s) => s.textContent).join('');

  it('puts every token on :root so a theme can override it', () => {
    expect(sheet).toContain(`--color-primary:${color.primary}`);
    expect(sheet).toContain('--space-4:1rem');
    expect(sheet).toContain('--size-control:44px');
  });

  it('draws a strong focus ring on :focus-visible', () => {
    expect(sheet).toMatch(/:focus-visible\{outline:3px solid var\(--color-focus\);outline-offset:2px;?\}/);
  });

  it('stops fades and transitions under prefers-reduced-motion', () => {
    const block = sheet.slice(sheet.indexOf('@media (prefers-reduced-motion:reduce)'));
    expect(block).toContain('--motion-fast:0ms');
    expect(block).toContain('--motion-fade:0ms');
    expect(block).toContain('transition-duration:0ms!important');
  });

  it('offers .visually-hidden and a 16 px, 1.5 line-height body', () => {
    expect(sheet).toContain('.visually-hidden{position:absolute!important');
    expect(sheet).toMatch(/body\{[^}]*font-size:var\(--font-md\);line-height:1.5/);
  });
});
