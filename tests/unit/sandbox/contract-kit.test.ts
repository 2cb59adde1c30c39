// @vitest-environment node
// The conformance kit (conformance/) against the in-process sandbox: it passes on the sandbox
// as it is, and fails when the server answers another shape. The faults are planted between the kit and the
// sandbox, the way a provider's server could differ: a field renamed, a number sent as a string, an English error.
import { describe, expect, it } from 'vitest';
import { memberServicesOperations } from '../../../contract/member-services/operations.ts';
import { appointmentsOperations } from '../../../contract/appointments/operations.ts';
import { operations } from '../../../contract/operations.ts';
import { report, runKit, type KitOptions, type Outcome } from '../../../conformance/kit.ts';
import { contract } from '../../../conformance/run.ts';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { sandbox } from './sandbox-client.ts';
import { kitAgainst } from './kit-options.ts';

type Rewrite = (path: string, body: unknown) => unknown;

function kitOptions(rewrite: Rewrite = (_, body) => body): KitOptions {
  const { app } = sandbox();
  const through = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await app.fetch(new Request(input, init));
    if (!response.headers.get('content-type')?.includes('json')) return response;
    const body = rewrite(new URL(String(input)).pathname, await response.json());
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return kitAgainst(through);
}

/**
 * The same sandbox as a provider's server: one test account per role, then a second holder and a seller of
 * another advisor for the authorization probes; no test controls, no demo accounts by name.
 */
function asForeignServer(): KitOptions {
  const { demoPassword: _, ...options } = kitOptions();
  const roles = ['titular@demo.es', 'beneficiario@demo.es', 'vendedor@demo.es', 'asesor@demo.es', 'nuevo@demo.es', 'otrovendedor@demo.es'];
  return { ...options, sandbox: false, accounts: roles.map((username) => ({ username, password: DEMO_PASSWORD })) };
}

const GENERIC = 'ningún ejemplo ni escenario del kit la ejecuta';
const omitted = (outcomes: Outcome[]) => outcomes.filter((o) => o.status === 'omitida');

const failures = async (rewrite?: Rewrite) =>
  (await runKit(memberServicesOperations, kitOptions(rewrite))).filter((o) => o.status === 'fallo');

// Each test runs the whole kit (hundreds of requests against the in-process sandbox): 2-4 s alone, past Vitest's
// 5 s default when the two unit workers share two cores with the rest of npm test. A bound, not a retry.
describe('the conformance kit', { timeout: 60_000 }, () => {
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

  it('reaches every operation against the sandbox: none omitted, none failed, its own controls used', async () => {
    const outcomes = await runKit(operations, kitOptions());
    expect(outcomes.filter((o) => o.status !== 'ok')).toEqual([]);
    const reached = new Set(outcomes.map((o) => o.operation));
    expect(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`).filter((key) => !reached.has(key))).toEqual([]);
    expect(outcomes.map((o) => o.name)).toEqual(
      expect.arrayContaining([
        'sandbox › POST /__sandbox/reset',
        'citas › POST /appointments',
        'citas › POST /appointments/{id}/cancellation',
        'pago con tarjeta › POST /payments idempotencia',
        'pago con tarjeta › POST /gateway/checkout/{order}/3ds',
        'venta › POST /sales rol Titular',
      ]),
    );
  });

  it('against a server that is not the sandbox: no test control, each omission with its own reason, the same twice', async () => {
    const server = asForeignServer();
    const first = await runKit(operations, server);
    expect(first.filter((o) => o.status === 'fallo')).toEqual([]);
    expect(first.filter((o) => o.name.includes('/__sandbox/') || o.name.includes('/gateway/')).every((o) => o.status === 'no aplica')).toBe(
      true,
    );
    expect(omitted(first).filter((o) => o.detail === GENERIC || !o.detail)).toEqual([]);
    // What only reaches a mailbox is said so; the appointment, the beneficiary, the sale and the payments run.
    expect(omitted(first).find((o) => o.name === 'alta de titular › POST /customers/confirmations')?.detail).toMatch(/llega por correo/);
    for (const name of [
      'citas › POST /appointments/{id}/reschedule',
      'beneficiarios › DELETE /beneficiaries/{id}',
      'venta › POST /staff-payments',
    ]) {
      expect(first.find((o) => o.name === name)?.status).toBe('ok');
    }
    // Fresh documents and e-mails, and the cleanups: a second run against the same server says the same.
    const again = await runKit(operations, server);
    const verdicts = (outcomes: Outcome[]) => outcomes.map((o) => `${o.status} ${o.name}`);
    expect(verdicts(again)).toEqual(verdicts(first));
  });

  it('fails when a step of a scenario answers with a field renamed: the step fails, what needs it is not run, the command exits 1', async () => {
    // The planted fault: the appointment a booking returns says `inicio` where the contract says `start`.
    const rename: Rewrite = (path, body) =>
      path === '/appointments' && body && typeof body === 'object' && 'start' in body
        ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key === 'start' ? 'inicio' : key, value]))
        : body;
    const outcomes = await runKit(appointmentsOperations, kitOptions(rename));
    // Two scenarios book (the appointments, and the video consultation's room probe): both bookings fail on it.
    const failed = outcomes.filter((o) => o.status === 'fallo');
    expect(failed.map((o) => o.name)).toEqual([
      'citas › POST /appointments',
      'videoconsulta › POST /appointments capacidad: sala de videoconsulta',
    ]);
    for (const one of failed) {
      expect(one.detail).toMatch(/falta «start»/);
      expect(one.detail).toMatch(/no documentado «inicio»/);
    }
    // The steps fed by the booking are reported as not run because of it; the cleanup still cancels it.
    const notRun = outcomes.filter((o) => o.status === 'omitida' && o.afterFailure).map((o) => o.name);
    expect(notRun).toEqual(
      expect.arrayContaining(['citas › GET /appointments/{id} la nueva', 'citas › POST /appointments/{id}/reschedule']),
    );
    expect(outcomes.find((o) => o.name === 'citas › POST /appointments/{id}/cancellation')?.status).toBe('ok');
    const { lines, failed: count } = report(outcomes);
    expect(count).toBe(2);
    expect(lines.at(-1)).toMatch(/2 fallos, \d+ omitidas \((\d+) por un fallo anterior\)/);

    // The command itself, against a sandbox of its own with the same fault between them: exit code 1.
    const logged: string[] = [];
    const faulty = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const response = await fetch(input, init);
      if (!response.headers.get('content-type')?.includes('json')) return response;
      const body = rename(new URL(String(input)).pathname, await response.json());
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
    expect(await contract([], { fetch: faulty as typeof fetch, log: (line) => logged.push(line) })).toBe(1);
    expect(logged.filter((line) => line.startsWith('FALLO'))).toEqual([
      expect.stringMatching(/^FALLO +citas › POST \/appointments: .*falta «start»/),
      expect.stringMatching(/^FALLO +videoconsulta › POST \/appointments capacidad: sala de videoconsulta: .*falta «start»/),
    ]);
  });
});
