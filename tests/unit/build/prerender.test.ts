// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { afterFirstPaint } from '../../../scripts/vite-plugin-prerender.ts';

describe('the prerendered page imports its script after the first paint', () => {
  it('replaces the entry script tag with a loader: at once in a frame, else after the next frame', () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-AB.js"></script></head>';
    const page = afterFirstPaint(html);
    expect(page).not.toContain('src="/assets/index-AB.js"');
    expect(page).toContain('const go=()=>import("/assets/index-AB.js");self!==top?go():requestAnimationFrame(()=>setTimeout(go))');
  });

  it('holds back a form submitted before the script took over, and notes it', () => {
    const page = afterFirstPaint('<script type="module" crossorigin src="/a.js"></script>');
    expect(page).toContain('if(!window.__portalReady){e.preventDefault();window.__portalEarlySubmit=true}');
  });

  it('leaves a page without an entry script alone', () => {
    expect(afterFirstPaint('<head></head>')).toBe('<head></head>');
  });
});
