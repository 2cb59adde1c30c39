// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from '../../../scripts/vite-plugin-prerender.ts';

describe('the prerendered page imports its script after the first paint', () => {
  it('replaces the entry script tag with a loader that waits for the next frame', () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-AB.js"></script></head>';
    expect(afterFirstPaint(html)).toBe(
      '<head><script type="module">requestAnimationFrame(()=>setTimeout(()=>import("/assets/index-AB.js")))</script></head>',
    );
  });

  it('leaves a page without an entry script alone', () => {
    expect(afterFirstPaint('<head></head>')).toBe('<head></head>');
  });
});
