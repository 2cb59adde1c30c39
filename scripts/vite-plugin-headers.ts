// Emits `_headers` (Netlify / Cloudflare Pages format) into the portal's build with the same security
// headers the local static server sends, so a deployed portal can only be framed by the allowlisted hosts.
import type { Plugin } from 'vite';
import { portalHeaders } from '../demo-host/servers/portal-headers.ts';

export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}

/** Add to the portal's vite.config.ts plugins; the origins default to PARENT_ORIGINS (see addresses.ts). */
export function portalHeadersPlugin(origins?: readonly string[]): Plugin {
  return {
    name: 'portal-headers-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(portalHeaders(origins)) });
    },
  };
}
