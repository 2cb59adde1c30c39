// @vitest-environment node
// The kit's throttle probes (conformance/throttles.ts) against the in-process sandbox: every declared throttle
// answers 429 with Retry-After after its count and lets the call through after the wait; and each leak planted
// back (a throttle the sandbox no longer enforces, a 429 without Retry-After, an OTP failure count that a new code
// resets) turns its line red.
import { afterEach, describe, expect, it } from 'vitest';
import { operations } from '../../../contract/operations.ts';
import type { Operation } from '../../../contract/operation.ts';
import { report, runKit } from '../../../conformance/kit.ts';
import { SANDBOX_THROTTLE_ACCOUNT } from '../../../conformance/throttles.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { sandbox } from './sandbox-client.ts';
import { kitAgainst } from './kit-options.ts';

// The kit's own copies of the limited operations: a plant takes a throttle away from what the sandbox enforces
// (the contract's objects), never from what the kit reads.
const LIMITED: Operation[] = operations.filter((op) => op.throttles?.length).map((op) => ({ ...op, throttles: [...(op.throttles ?? [])] }));

type Through = (request: Request, send: (request: Request) => Promise<Response>) => Promise<Response>;

async function run(through: Through = (request, send) => send(request)) {
  const { app, store } = sandbox();
  const send = async (request: Request) => app.fetch(request);
  const options = kitAgainst((input, init) => through(new Request(input, init), send), {
    throttleAccount: { username: SANDBOX_THROTTLE_ACCOUNT, password: DEMO_PASSWORD },
  });
  context.store = store;
  const outcomes = await runKit(LIMITED, options);
  const lines = outcomes.filter((o) => o.throttle);
  return {
    failed: lines.filter((o) => o.status === 'fallo').map((o) => `${o.name}: ${o.detail}`),
    passed: lines.filter((o) => o.status === 'ok').map((o) => o.name),
    summary: report(outcomes),
  };
}
const context: { store?: ReturnType<typeof sandbox>['store'] } = {};

const saved = new Map(operations.map((op) => [op, op.throttles]));
afterEach(() => {
  for (const [op, throttles] of saved) op.throttles = throttles;
});

describe('the kit proves the throttles', () => {
  it('finds each declared throttle, 429 with Retry-After, and the call admitted after the wait', async () => {
    const { failed, passed, summary } = await run();
    expect(failed).toEqual([]);
    const declared = LIMITED.flatMap((op) => op.throttles ?? []).length;
    expect(passed).toHaveLength(declared * 2);
    expect(passed).toContain('POST /oauth2/token límite password-account (10 fallos por cuenta en 15 min) tras la espera');
    expect(summary.lines).toContain(`límites: ${declared} probados, ${declared * 2} pruebas, 0 fallos`);
    expect(summary.failed).toBe(0);
  }, 120_000);

  it('fails on a throttle the server does not enforce', async () => {
    const sends = operations.find((op) => op.method === 'post' && op.path === '/otp')!;
    sends.throttles = undefined;
    const { failed, summary } = await run();
    expect(failed).toEqual([expect.stringMatching(/^POST \/otp límite otp-sends .*: tras 5 peticiones, estado 202: no hay límite$/)]);
    expect(summary.failed).toBe(1);
  }, 120_000);

  it('fails on a 429 without Retry-After, on every throttle', async () => {
    const { failed } = await run(async (request, send) => {
      const reply = await send(request);
      if (reply.status !== 429) return reply;
      const headers = new Headers(reply.headers);
      headers.delete('retry-after');
      return new Response(reply.body, { status: 429, headers });
    });
    expect(failed).toHaveLength(LIMITED.flatMap((op) => op.throttles ?? []).length);
    for (const line of failed) expect(line).toMatch(/429 sin Retry-After en segundos$/);
  }, 120_000);

  it('fails when a new code resets the count of wrong ones (issue 28: 15 wrong codes, then the right one)', async () => {
    const { failed } = await run(async (request, send) => {
      const reply = await send(request);
      // The planted leak: each code sent forgets the address's failures, as a per-code counter would.
      if (request.method === 'POST' && /\/otp$/.test(new URL(request.url).pathname))
        for (const key of [...context.store!.throttles.keys()])
          if (key.startsWith('otp-failures\u0000')) context.store!.throttles.delete(key);
      return reply;
    });
    expect(failed).toEqual([
      expect.stringMatching(/^POST \/otp\/verification límite otp-failures .*: tras 10 fallos, estado 422: no hay límite$/),
      expect.stringMatching(
        /^POST \/caregivers\/invitations\/\{token\}\/acceptance límite otp-failures .*: tras 10 fallos, estado 422: no hay límite$/,
      ),
    ]);
  }, 120_000);

  it("fails on each of the limits issue 28 left missing, its own line: invitations, grants, the acceptance's wrong passwords", async () => {
    const op = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path)!;
    // The planted leaks: the sandbox no longer limits a holder's invitation e-mails nor a member's grants, and an
    // acceptance's wrong password no longer counts as the password grant's (its other throttles stay).
    op('post', '/beneficiaries/{id}/invitation').throttles = undefined;
    op('post', '/caregivers/grants').throttles = undefined;
    const acceptance = op('post', '/caregivers/invitations/{token}/acceptance');
    acceptance.throttles = acceptance.throttles!.filter((t) => t.rule.name !== 'password-account');
    const { failed, summary } = await run();
    expect(failed).toEqual([
      expect.stringMatching(
        /^POST \/beneficiaries\/\{id\}\/invitation límite beneficiary-invitations .*: tras 10 peticiones, estado 202: no hay límite$/,
      ),
      expect.stringMatching(/^POST \/caregivers\/grants límite caregiver-grants .*: tras 10 peticiones, estado 201: no hay límite$/),
      expect.stringMatching(
        /^POST \/caregivers\/invitations\/\{token\}\/acceptance límite password-account .*: tras 10 fallos, estado 201: no hay límite$/,
      ),
    ]);
    expect(summary.failed).toBe(3);
  }, 120_000);
});
