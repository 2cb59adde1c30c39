// @vitest-environment node
// The sandbox serves each declared operation through one handler bound from its declaration (demo-host/sandbox/bind.ts):
// a declared operation without a handler, or a handler for none, stops it at start-up.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bindOperations, OperationHandlers, type HandlerTable } from '../../../demo-host/sandbox/bind.ts';
import { createSandbox } from '../../../demo-host/sandbox/app.ts';
import { domains } from '../../../demo-host/sandbox/domains/index.ts';
import type { Deps, SandboxEnv } from '../../../demo-host/sandbox/env.ts';
import { resolveOptions } from '../../../demo-host/sandbox/options.ts';
import { Store } from '../../../demo-host/sandbox/store.ts';
import { operations, type Operation } from '../../../contract/operations.ts';
import { operationList } from '../../../contract/operation.ts';
import { sandbox } from './sandbox-client.ts';

const deps = (): Deps => ({ store: new Store(), opts: resolveOptions() });

/** Every domain's tables, as app.ts binds them. */
function domainTables(d: Deps): HandlerTable[] {
  const reset = () => undefined;
  return domains.flatMap((domain) => [
    ...('routes' in domain ? [domain.routes(d)] : []),
    ...('controls' in domain ? [domain.controls(d, reset)] : []),
  ]);
}

const bind =
  (tables: HandlerTable[], declared: Operation[] = operations) =>
  () =>
    bindOperations(new Hono<SandboxEnv>(), deps(), tables, declared);

describe('each declared operation bound to its handler', () => {
  it('binds every operation of the contract, each once', () => {
    expect(bind(domainTables(deps()))).not.toThrow();
    const served = createSandbox().app.routes.filter((r) => r.method !== 'ALL');
    expect(new Set(served.map((r) => `${r.method} ${r.path}`)).size).toBe(operations.length);
  });

  it('refuses to start with a declared operation that has no handler (planted: one more operation)', () => {
    const extra: Operation = {
      method: 'get',
      path: '/kit-sin-manejador',
      summary: 'x',
      auth: 'public',
      responses: { 200: { description: 'x' } },
    };
    expect(bind(domainTables(deps()), [...operations, extra])).toThrow(/without a handler: getKitSinManejador$/);
  });

  it('refuses to start with a handler for no declared operation (planted: one more handler)', () => {
    const stray = new OperationHandlers();
    // @ts-expect-error -- tsc refuses a name no operation declares; the start-up check is for what slips past it (a cast).
    stray.handle('getKitSinOperacion', (c) => c.text('x'));
    expect(bind([...domainTables(deps()), stray])).toThrow(/handlers for no declared operation: getKitSinOperacion$/);
  });

  it('refuses two handlers for one operation, in one table or in two', () => {
    const twice = new OperationHandlers();
    twice.handle('getPlans', (c) => c.text('x'));
    expect(() => twice.handle('getPlans', (c) => c.text('y'))).toThrow(/two handlers for getPlans/);
    expect(bind([...domainTables(deps()), twice])).toThrow(/two handlers for getPlans/);
  });

  it('gates from the declaration: 401 without a bearer, 403 with the declared refusal for another role', async () => {
    const declared = operationList([
      {
        method: 'get',
        path: '/solo-equipo',
        summary: 'x',
        auth: 'bearer',
        roles: ['Vendedor', 'Asesor'],
        responses: { 200: { description: 'x' } },
      },
    ] satisfies Operation[]);
    // A table of this test's own declaration: its ids and paths are the ones typed.
    const table = new OperationHandlers<SandboxEnv, (typeof declared)[number]>();
    table.handle('getSoloEquipo', (c) => c.json({ ok: true }));
    const app = new Hono<SandboxEnv>();
    bindOperations(app, deps(), [table], declared);
    expect((await app.request('/solo-equipo')).status).toBe(401);
    // A token of the demo's holder (stateless: this app checks it with the same secret and clock).
    const member = await sandbox().login('titular@demo.es');
    const refused = await app.request('/solo-equipo', { headers: { authorization: `Bearer ${member}` } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Solo el equipo comercial (Vendedor o Asesor) puede usar esta función.',
    );
    const seller = await sandbox().login('vendedor@demo.es');
    expect((await app.request('/solo-equipo', { headers: { authorization: `Bearer ${seller}` } })).status).toBe(200);
  });
  it("types a handler's path parameters from its operation's declared path (a name it does not declare fails tsc)", async () => {
    const declared = operationList([
      {
        method: 'get',
        path: '/equipos/{teamId}/ventas/{saleId}',
        summary: 'x',
        auth: 'public',
        responses: { 200: { description: 'x' } },
      },
    ] satisfies Operation[]);
    const table = new OperationHandlers<SandboxEnv, (typeof declared)[number]>();
    table.handle('getEquiposTeamIdVentasSaleId', (c) => {
      const { teamId, saleId } = c.req.param();
      // @ts-expect-error -- planted: the path declares teamId, not teamID (the typo tsc must refuse).
      const misspelt: string = c.req.param().teamID;
      return c.json({ teamId, saleId, misspelt: misspelt ?? null });
    });
    const app = new Hono<SandboxEnv>();
    bindOperations(app, deps(), [table], declared);
    expect(await (await app.request('/equipos/norte/ventas/v-7')).json()).toEqual({ teamId: 'norte', saleId: 'v-7', misspelt: null });
  });
});
