import { parentOrigins } from '../servers/addresses.ts';

export interface SandboxOptions {
  accessTtlSeconds?: number;
  now?: () => number;
  corsOrigins?: string[];
  parentOrigins?: string[];
  /**
   * Where the defaults are read from (PORTAL_PORT, HOST_PORT, PARENT_ORIGINS, SANDBOX_ACCESS_TTL): the process's
   * environment, or a browser-test tenant's own ports when one process serves several (start-all.ts).
   */
  env?: NodeJS.ProcessEnv;
  /** Check every JSON answer against the contract and answer 500 on a mismatch (middleware/validate-responses.ts). */
  validateResponses?: boolean;
}

export interface ResolvedOptions {
  accessTtlSeconds: number;
  now: () => number;
  corsOrigins: string[];
  parentOrigins: string[];
  validateResponses: boolean;
}

const bothLoopbacks = (port: string): string[] => [`http://127.0.0.1:${port}`, `http://localhost:${port}`];

/** Defaults follow the ports of docs/sandbox.md; the environment is read when a sandbox is created, not at import. */
export function resolveOptions(opts: SandboxOptions = {}): ResolvedOptions {
  const env = opts.env ?? process.env;
  const portalPort = env.PORTAL_PORT || '4173';
  return {
    accessTtlSeconds: opts.accessTtlSeconds ?? (Number(env.SANDBOX_ACCESS_TTL) || 3600),
    now: opts.now ?? Date.now,
    corsOrigins: opts.corsOrigins ?? [...bothLoopbacks(portalPort), ...bothLoopbacks('5173')],
    // The embed's one allowlist: the same list feeds the portal's frame-ancestors CSP.
    parentOrigins: opts.parentOrigins ?? parentOrigins(env),
    validateResponses: opts.validateResponses ?? env.SANDBOX_VALIDATE_RESPONSES === '1',
  };
}
