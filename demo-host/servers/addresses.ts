// The three local addresses of SANDBOX.md, overridable with PORTAL_PORT, HOST_PORT and API_PORT.
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
