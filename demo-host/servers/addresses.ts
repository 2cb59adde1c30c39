// The three local addresses of docs/sandbox.md, overridable with PORTAL_PORT, HOST_PORT and API_PORT.
// The demo host answers on `localhost` and the portal on `127.0.0.1`: two different sites, so the embed
// is tested cross-site (third-party cookie rules apply); the host on 127.0.0.1 is the same-site variant.

export interface Addresses {
  portalPort: number;
  hostPort: number;
  apiPort: number;
  portal: string;
  host: string;
  hostSameSite: string;
  api: string;
}

function port(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n < 65536 ? n : fallback;
}

export function addresses(env: NodeJS.ProcessEnv = process.env): Addresses {
  const portalPort = port(env.PORTAL_PORT, 4173);
  const hostPort = port(env.HOST_PORT, 4174);
  const apiPort = port(env.API_PORT, 4175);
  return {
    portalPort,
    hostPort,
    apiPort,
    portal: `http://127.0.0.1:${portalPort}`,
    host: `http://localhost:${hostPort}`,
    hostSameSite: `http://127.0.0.1:${hostPort}`,
    api: `http://127.0.0.1:${apiPort}`,
  };
}

/**
 * The one origin allowlist of the embed: the host pages allowed to frame the portal. It feeds the portal's
 * `frame-ancestors` CSP (static server and built `_headers`), the configuration's `parentOrigins` (which the
 * portal's bridge accepts messages from) and the demo host. Operators set PARENT_ORIGINS (comma-separated).
 */
export function parentOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.PARENT_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (listed.length > 0) return listed;
  const at = addresses(env);
  return [at.host, at.hostSameSite];
}
