// @vitest-environment node
// The conformance kit (demo-host/sandbox/contract/kit/) against the in-process sandbox: it passes on the sandbox
// as it is, and fails when the server answers another shape. The faults are planted between the kit and the
// sandbox, the way a provider's server could differ: a field renamed, a number sent as a string, an English error.
import { describe, expect, it } from 'vitest';
import { memberServicesOperations } from '../../../demo-host/sandbox/domains/member-services/operations.ts';
import { report, runKit, type KitOptions } from '../../../demo-host/sandbox/contract/kit/kit.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../../demo-host/sandbox/secrets.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { ORIGIN, sandbox } from './sandbox-client.ts';

type Rewrite = (path: string, body: unknown) => unknown;

function kitOptions(rewrite: Rewrite = (_, body) => body): KitOptions {
  const { app } = sandbox();
  const through = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await app.fetch(new Request(input, init));
    if (!response.headers.get('content-type')?.includes('json')) return response;
    const body = rewrite(new URL(String(input)).pathname, await response.json());
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return {
    api: ORIGIN,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    accounts: ['titular@demo.es', 'vendedor@demo.es'].map((username) => ({ username, password: DEMO_PASSWORD })),
    demoPassword: DEMO_PASSWORD,
    fetch: through as typeof fetch,
  };
}

const failures = async (rewrite?: Rewrite) =>
  (await runKit(memberServicesOperations, kitOptions(rewrite))).filter((o) => o.status === 'fallo');

describe('the conformance kit', () => {
  it('passes against the sandbox as it is, checking examples, 401s and 403s', async () => {
    const outcomes = await runKit(memberServicesOperations, kitOptions());
    expect(outcomes.filter((o) => o.status === 'fallo')).toEqual([]);
    expect(outcomes.map((o) => o.name)).toEqual(
      expect.arrayContaining(['GET /offers', 'GET /offers sin token', 'GET /offers rol Vendedor', 'POST /pqrs']),
    );
    expect(report(outcomes).failed).toBe(0);
  });

  it('fails when a field of the answer is renamed', async () => {
    const found = await failures((path, body) =>
      path === '/offers' && Array.isArray(body)
        ? (body as Record<string, unknown>[]).map(({ title, ...rest }) => ({ ...rest, titulo: title }))
        : body,
    );
    expect(found.map((o) => o.name)).toEqual(['GET /offers']);
    expect(found[0]!.detail).toMatch(/falta «title»/);
    expect(found[0]!.detail).toMatch(/no documentado «titulo»/);
  });

  it('fails when a number comes as a string', async () => {
    const found = await failures((path, body) =>
      path === '/offers' && Array.isArray(body)
        ? (body as { discount: Record<string, unknown> }[]).map((offer) => ({
            ...offer,
            discount: { ...offer.discount, percent: String(offer.discount.percent), amount_cents: String(offer.discount.amount_cents) },
          }))
        : body,
    );
    expect(found.map((o) => o.name)).toEqual(['GET /offers']);
  });

  it('fails when a refusal is not in Spanish, and the report says so with a non-zero count', async () => {
    const outcomes = await runKit(
      memberServicesOperations,
      kitOptions((_, body) =>
        (body as { error?: string }).error === 'forbidden' ? { error: 'forbidden', message: 'Forbidden for this role' } : body,
      ),
    );
    const { lines, failed } = report(outcomes);
    expect(failed).toBeGreaterThan(0);
    expect(lines.find((line) => line.startsWith('FALLO') && line.includes('GET /offers rol'))).toMatch(/no parece español/);
    expect(lines.at(-1)).toMatch(/ fallos/);
  });
});
