// @vitest-environment node
// <PortalEmbed /> on a server: importing and rendering it touches no window (effects do not run there).
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'preact-render-to-string';

describe('<PortalEmbed /> in server rendering', () => {
  it('imports and renders an empty host element without a window', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const { PortalEmbed } = await import('../../../embed/react.tsx');
    const html = renderToString(createElement(PortalEmbed, { src: 'https://portal.example.es/', className: 'mi-portal' }) as never);
    expect(html).toBe('<div class="mi-portal"></div>');
  });
});
