// @vitest-environment node
// The kit's authorization probes (conformance/authorization.ts) against the in-process sandbox: none leaks as
// it is, and each leak of issue 28 planted back into the sandbox, by taking away the resolver that enforces
// it (middleware/owners.ts), is found, named and counted.
import { afterEach, describe, expect, it } from 'vitest';
import { accountsOperations } from '../../../contract/accounts/operations.ts';
import { paymentsOperations } from '../../../contract/payments/operations.ts';
import { beneficiariesOperations } from '../../../contract/beneficiaries/operations.ts';
import { salesOperations } from '../../../contract/sales/operations.ts';
import type { ObjectKind } from '../../../contract/access.ts';
import { report, runKit, type KitOptions } from '../../../conformance/kit.ts';
import { owners } from '../../../demo-host/sandbox/middleware/owners.ts';
import { sandbox } from './sandbox-client.ts';
import { kitAgainst } from './kit-options.ts';

const OPERATIONS = [...accountsOperations, ...paymentsOperations, ...salesOperations, ...beneficiariesOperations];

function kitOptions(): KitOptions {
  const { app } = sandbox();
  return kitAgainst((input, init) => app.fetch(new Request(input, init)));
}

const saved = { ...owners };
afterEach(() => Object.assign(owners, saved));

/** The sandbox without the check of one kind: its resolver finds no owner, so the route answers as it did before. */
const plant = (kind: ObjectKind) => {
  owners[kind] = () => undefined;
};

const leaks = async () => {
  const outcomes = await runKit(OPERATIONS, kitOptions());
  return { outcomes, leaked: outcomes.filter((o) => o.probe && o.status === 'fallo').map((o) => o.name), summary: report(outcomes) };
};

describe('the kit proves authorization', () => {
  it('finds no leak in the sandbox as it is, and says how much it probed', async () => {
    const { leaked, summary } = await leaks();
    expect(leaked).toEqual([]);
    expect(summary.lines.find((l) => l.startsWith('autorización:'))).toMatch(
      /^autorización: \d+ operaciones probadas, \d+ pruebas \(\d+ de objeto ajeno, \d+ de rol\), 0 fugas$/,
    );
  }, 120_000);

  it("fails on any customer read by anyone, and on a seller reaching another advisor's customers", async () => {
    plant('customer');
    const { leaked, summary } = await leaks();
    expect(leaked).toContain('GET /customer/{id} ajeno, como nuevo@demo.es (Titular)');
    expect(leaked).toContain('GET /customer/{id} ajeno, como beneficiario@demo.es (Beneficiario)');
    expect(leaked).toContain('GET /customers/{id}/charges ajeno, como vendedor@demo.es (Vendedor)');
    expect(leaked).toContain('GET /sales/customers/{id} ajeno, como otrovendedor@demo.es (Vendedor)');
    expect(summary.failed).toBeGreaterThan(0);
    expect(summary.lines.find((l) => l.startsWith('autorización:'))).toMatch(new RegExp(`, ${leaked.length} fugas$`));
  }, 120_000);

  it('fails on a charge or a payment read by someone else', async () => {
    plant('charge');
    plant('payment');
    const { leaked } = await leaks();
    expect(leaked).toContain('GET /charges/{id} ajeno, como nuevo@demo.es (Titular)');
    expect(leaked).toContain('GET /payments/{id} ajeno, como otrovendedor@demo.es (Vendedor)');
  }, 120_000);

  it("fails on a beneficiary reaching another holder's beneficiary, each direction its own line", async () => {
    // The leak: a person who is a beneficiary is nobody's to guard (their resolver finds no owner), so any
    // signed-in user reads their record, charges and payments; holders stay guarded.
    owners.customer = (store, id) => (store.customer(id)?.role === 'Beneficiario' ? undefined : saved.customer(store, id));
    const { leaked, outcomes } = await leaks();
    expect(leaked).toContain(
      'GET /customers/{id}/charges de otro beneficiario (otrobeneficiario@demo.es), como beneficiario@demo.es (Beneficiario)',
    );
    expect(leaked).toContain(
      'GET /customers/{id}/payments de otro beneficiario (beneficiario@demo.es), como otrobeneficiario@demo.es (Beneficiario)',
    );
    // The record itself: the example asks with the owner's own role (`{role}`), so a beneficiary's record is found
    // and the leak shows (with role=Titular it was a 404 whatever the guard, a probe that could not fail).
    expect(leaked).toContain(
      'GET /customer/{id} de otro beneficiario (beneficiario@demo.es), como otrobeneficiario@demo.es (Beneficiario)',
    );
    // The holders' lines of the same probes still pass: the kit names which object leaked, not just that one did.
    const holderLine =
      'GET /customers/{id}/charges del titular de otro beneficiario (otrotitular@demo.es), como beneficiario@demo.es (Beneficiario)';
    expect(outcomes.find((o) => o.name === holderLine)?.status).toBe('ok');
  }, 120_000);

  it("fails on a beneficiary's invitation sent by the beneficiary of another holder (the id put as the probed person's)", async () => {
    plant('beneficiary');
    const { leaked } = await leaks();
    expect(leaked).toContain(
      'POST /beneficiaries/{id}/invitation de otro beneficiario (otrobeneficiario@demo.es), como beneficiario@demo.es (Beneficiario)',
    );
    expect(leaked).toContain(
      'POST /beneficiaries/{id}/invitation de otro beneficiario (beneficiario@demo.es), como otrobeneficiario@demo.es (Beneficiario)',
    );
  }, 120_000);
});
