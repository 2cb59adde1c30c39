// @vitest-environment node
// The kit's session probes (conformance/session-scenarios.ts) and the /audit's author, against the in-process
// sandbox: green as it is, and red, on its own line, with each leak of issue 28 planted back into the sandbox
// (the module that keeps the sessions, replaced by the old behaviour one rule at a time).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsOperations } from '../../../contract/accounts/operations.ts';
import { report, runKit, type KitOptions } from '../../../conformance/kit.ts';
import type { Deps, SandboxEnv } from '../../../demo-host/sandbox/env.ts';
import type { MiddlewareHandler } from 'hono';
import { owners } from '../../../demo-host/sandbox/middleware/owners.ts';
import { sandbox } from './sandbox-client.ts';
import { kitAgainst } from './kit-options.ts';
import type * as Tokens from '../../../demo-host/sandbox/domains/accounts/tokens.ts';
import type * as Bearer from '../../../demo-host/sandbox/middleware/bearer.ts';

/** Which old behaviour is back: a reuse that revokes nothing, a rotation that renews the deadline, a revocation that does nothing, an anonymous audit. */
const planted = { reuse: false, renewal: false, revocation: false, anonymousAudit: false };

vi.mock('../../../demo-host/sandbox/domains/accounts/tokens.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Tokens>();
  return {
    ...real,
    // Before issue 28: a spent token is refused, and that is all (the rest of its session lives on).
    spendRefreshToken: (token: string, deps: Deps) => {
      const grant = deps.store.refreshGrants.get(token);
      if (!planted.reuse || !grant?.spentAt) return real.spendRefreshToken(token, deps);
      return undefined;
    },
    // Before issue 28: each rotation a session of its own, with a deadline of its own.
    issueTokens: (...args: Parameters<typeof real.issueTokens>) =>
      planted.renewal ? real.issueTokens(args[0], args[1], args[2]) : real.issueTokens(...args),
    revokeToken: (token: string, deps: Deps) => (planted.revocation ? Promise.resolve() : real.revokeToken(token, deps)),
  };
});

vi.mock('../../../demo-host/sandbox/middleware/bearer.ts', async (importOriginal) => {
  const real = await importOriginal<typeof Bearer>();
  return {
    ...real,
    // Before issue 28: /audit wrote down whoever the body said, token or not. Its bearer comes from the gate its
    // declaration puts before it (bind.ts), so the plant lets that gate through without a token on /audit.
    bearerAuth: (deps: Deps): MiddlewareHandler<SandboxEnv> => {
      const gate = real.bearerAuth(deps);
      return async (c, next) => {
        if (!planted.anonymousAudit || c.req.path !== '/audit') return gate(c, next);
        c.set('bearer', { sub: 'nadie', email: '', profiles: [] });
        await next();
      };
    },
  };
});

const OPERATIONS = accountsOperations.filter((op) => ['/oauth2/token', '/oauth2/revoke', '/audit'].includes(op.path));
const savedOwners = { ...owners };

afterEach(() => {
  Object.assign(planted, { reuse: false, renewal: false, revocation: false, anonymousAudit: false });
  Object.assign(owners, savedOwners);
});

function kitOptions(sandboxControls = true): KitOptions {
  const { app } = sandbox();
  return kitAgainst((input, init) => app.fetch(new Request(input, init)), { sandbox: sandboxControls });
}

async function kit(sandboxControls = true) {
  const outcomes = await runKit(OPERATIONS, kitOptions(sandboxControls));
  const lines = report(outcomes).lines;
  return {
    failed: outcomes.filter((o) => o.status === 'fallo').map((o) => o.name),
    line: (start: string) => lines.find((l) => l.includes(start)),
    summary: report(outcomes),
  };
}

const REUSE_OLD = 'sesiones › POST /oauth2/token reutilización: token ya usado rechazado';
const REUSE_FAMILY = 'sesiones › POST /oauth2/token reutilización: la familia entera revocada (el token vivo también)';
const REVOKED = 'sesiones › POST /oauth2/token tras la revocación';
const LIFETIME = 'sesiones › POST /oauth2/token duración absoluta: la renovación no alarga la sesión';

describe('the kit proves sessions end', () => {
  it('is green on the sandbox as it is, each probe on its own line', async () => {
    const { failed, line, summary } = await kit();
    expect(failed).toEqual([]);
    for (const name of [REUSE_OLD, REUSE_FAMILY, 'sesiones › POST /oauth2/revoke al cerrar sesión', REVOKED, LIFETIME])
      expect(line(name)).toBe(`ok        ${name}`);
    expect(line('POST /audit sin token')).toBe('ok        POST /audit sin token');
    expect(summary.failed).toBe(0);
  }, 60_000);

  it('against another server, omits the lifetime and says how to check it by hand', async () => {
    const { failed, line } = await kit(false);
    expect(failed).toEqual([]);
    expect(line('sesiones › POST /oauth2/token duración absoluta')).toMatch(
      /^omitida\s+sesiones › POST \/oauth2\/token duración absoluta: no se puede adelantar el reloj de otro servidor: .*120 días.*401 invalid_grant$/,
    );
    expect(line(REUSE_FAMILY)).toBe(`ok        ${REUSE_FAMILY}`);
  }, 60_000);

  it('fails when a reused refresh token leaves the rest of its session alive', async () => {
    planted.reuse = true;
    const { failed } = await kit();
    expect(failed).toEqual([REUSE_FAMILY]);
  }, 60_000);

  it('fails when each rotation grants the whole lifetime again', async () => {
    planted.renewal = true;
    const { failed } = await kit();
    expect(failed).toContain(LIFETIME);
  }, 60_000);

  it('fails when the sign-out’s revocation leaves the session alive', async () => {
    planted.revocation = true;
    const { failed } = await kit();
    expect(failed).toEqual([REVOKED]);
  }, 60_000);

  it('fails when /audit takes a record without a token, or in the name of someone else', async () => {
    planted.anonymousAudit = true;
    owners.customer = () => undefined;
    const { failed } = await kit();
    expect(failed).toContain('POST /audit sin token');
    expect(failed).toContain('POST /audit ajeno, como beneficiario@demo.es (Beneficiario)');
  }, 60_000);
});
