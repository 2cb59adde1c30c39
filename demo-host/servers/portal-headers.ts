import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHeadersFile } from '../../scripts/vite-plugin-headers.ts';

/**
 * The portal's security headers as its build wrote them to `_headers` (scripts/csp.ts): the static server sends
 * exactly what a deployment sends, hashes of the built pages included, so a local run is checked under the
 * policy that ships.
 */
export function portalHeaders(root: string): Record<string, string> {
  const file = join(root, '_headers');
  if (!existsSync(file)) throw new Error(`No _headers in ${root}: run "npm run build" first.`);
  const headers = parseHeadersFile(readFileSync(file, 'utf8'));
  if (!headers['Content-Security-Policy']) throw new Error(`${file} has no Content-Security-Policy.`);
  return headers;
}
