// @vitest-environment node
// The kit's caregiver probes (conformance/caregiver-scenarios.ts) against the in-process sandbox: green as it is,
// each its own line, and red when a leak is planted between the kit and the sandbox, the way a provider's server
// could leak: the grant not checked on a caregiver's token (a module not granted, a call after revocation), a
// switch to a member who did not grant, or to one whose grant has ended.
import { describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { caregiversOperations } from '../../../contract/caregivers/operations.ts';
import { runKit, type KitOptions, type Outcome } from '../../../conformance/kit.ts';
import { CLIENT_ID, CLIENT_SECRET, JWT_SECRET } from '../../../demo-host/sandbox/secrets.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { jwtPayload, ORIGIN, sandbox } from './sandbox-client.ts';

type Plant = (request: Request) => Promise<Request>;

function kitOptions(plant: Plant = async (request) => request): KitOptions {
  const { app } = sandbox();
  const through = async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(await plant(new Request(input, init)));
  return {
    api: ORIGIN,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    // A second member, so the authorization probes (BOLA) have a stranger to the holder's log.
    accounts: ['titular@demo.es', 'beneficiario@demo.es', 'vendedor@demo.es', 'otrotitular@demo.es', 'otrobeneficiario@demo.es'].map(
      (username) => ({ username, password: DEMO_PASSWORD }),
    ),
    demoPassword: DEMO_PASSWORD,
    sandbox: true,
    fetch: through as typeof fetch,
  };
}

const PROBES = [
  'cuidadores › GET /customers/{id}/charges cuidador: módulo no concedido (pagos)',
  'cuidadores › POST /caregivers/acting cuidador: persona que no dio acceso',
  'cuidadores › POST /caregivers/acting cuidador: acceso caducado',
  'cuidadores › GET /appointments cuidador: tras retirar el acceso',
];

const failed = (outcomes: Outcome[]) => outcomes.filter((o) => o.status === 'fallo').map((o) => o.name);

/** A server that ignores the grant on a caregiver's token: the token as if it named the member with no grant. */
const grantIgnored: Plant = async (request) => {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token || !jwtPayload(token).acting_for) return request;
  const { acting_for: _ignored, ...claims } = jwtPayload(token);
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${await sign(claims, JWT_SECRET, 'HS256')}`);
  return new Request(request, { headers });
};

/** A server whose switch lets a caregiver act for `customerId` as if they had a live grant (titular@'s). */
const switchLets =
  (customerId: string): Plant =>
  async (request) => {
    if (!request.url.endsWith('/caregivers/acting')) return request;
    const body = (await request.clone().json()) as { customer_id?: string };
    if (body.customer_id !== customerId) return request;
    return new Request(request, { body: JSON.stringify({ customer_id: 'cus-1001' }) });
  };

// A whole kit run over the caregivers' operations, their two throttle probes included (conformance/throttles.ts):
// seconds on a loaded machine, more than Vitest's default 5.
const KIT_TIMEOUT = 60_000;

describe("the kit's caregiver probes", () => {
  it(
    'are green against the sandbox, each its own line, and cover every caregiver operation',
    async () => {
      const outcomes = await runKit(caregiversOperations, kitOptions());
      expect(failed(outcomes)).toEqual([]);
      expect(outcomes.filter((o) => o.status === 'omitida')).toEqual([]);
      const names = outcomes.map((o) => o.name);
      for (const probe of PROBES) expect(names).toContain(probe);
      for (const op of caregiversOperations) expect(outcomes.map((o) => o.operation)).toContain(`${op.method.toUpperCase()} ${op.path}`);
    },
    KIT_TIMEOUT,
  );

  it(
    'turn red when the server ignores the grant on the token: the module and the revocation probes',
    async () => {
      const red = failed(await runKit(caregiversOperations, kitOptions(grantIgnored)));
      expect(red).toContain(PROBES[0]);
      expect(red).toContain(PROBES[3]);
    },
    KIT_TIMEOUT,
  );

  it(
    'turn red when the switch lets a caregiver act for a member who did not grant',
    async () => {
      expect(failed(await runKit(caregiversOperations, kitOptions(switchLets('cus-1002'))))).toEqual([PROBES[1]]);
    },
    KIT_TIMEOUT,
  );

  it(
    'turn red when the switch lets a caregiver act for a member whose grant has ended',
    async () => {
      expect(failed(await runKit(caregiversOperations, kitOptions(switchLets('cus-1007'))))).toEqual([PROBES[2]]);
    },
    KIT_TIMEOUT,
  );
});
