import { describe, expect, it } from 'vitest';
import { headersFile, portalHeadersPlugin } from '../../../scripts/vite-plugin-headers.ts';
import { portalHeaders } from '../../../demo-host/servers/portal-headers.ts';

describe('the _headers file of the portal build', () => {
  it('carries the same frame-ancestors as the static server', () => {
    const file = headersFile(portalHeaders(['https://www.clinica.example']));
    expect(file.split('\n')).toEqual([
      '/*',
      "  Content-Security-Policy: frame-ancestors 'self' https://www.clinica.example",
      '  X-Content-Type-Options: nosniff',
      '  Referrer-Policy: strict-origin-when-cross-origin',
      '',
    ]);
  });

  it('is emitted by the plugin from the allowlist', () => {
    const emitted: { fileName: string; source: string }[] = [];
    const plugin = portalHeadersPlugin(['http://localhost:4174']);
    const generateBundle = plugin.generateBundle as (this: unknown) => void;
    generateBundle.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) });
    expect(emitted).toHaveLength(1);
    expect(emitted[0]!.fileName).toBe('_headers');
    expect(emitted[0]!.source).toContain("frame-ancestors 'self' http://localhost:4174\n");
  });
});
