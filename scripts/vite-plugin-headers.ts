// Emits `_headers` (Netlify / Cloudflare Pages format) into the portal's build: the security headers of
// scripts/csp.ts, with the hashes of the inline scripts and styles of the HTML the build finally wrote. The local
// static server sends this same file's headers (demo-host/servers/portal-headers.ts).
import type { Plugin } from 'vite';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders, type PolicyConfig } from './csp.ts';

export function headersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}

/** The headers of a `_headers` file's `/*` block (the only block the build writes). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.*)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!;
  }
  return headers;
}

/** Every .html file under the build's folder, whatever pages the build (or its prerender) wrote. */
export function emittedHtml(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

export type HeadersConfig = Omit<PolicyConfig, 'html'>;

/**
 * Add to the portal's vite.config.ts plugins. It runs after every other plugin's closeBundle (the prerender
 * writes its pages there), so the hashes are those of the files as served.
 */
export function portalHeadersPlugin(config: HeadersConfig): Plugin {
  let outDir = '';
  return {
    name: 'portal-headers-file',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolved.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        writeFileSync(join(outDir, '_headers'), headersFile(securityHeaders({ ...config, html: emittedHtml(outDir) })));
      },
    },
  };
}
