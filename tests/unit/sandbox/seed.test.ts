// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedCustomers } from '../../../demo-host/sandbox/domains/accounts/seed-customers.ts';
import { seedBeneficiaries } from '../../../demo-host/sandbox/domains/beneficiaries/seed.ts';
import { seedUsers } from '../../../demo-host/sandbox/domains/accounts/seed-users.ts';
import { DEMO_ACCOUNTS } from '../../../contract/accounts/demo-accounts.ts';
import { isValidDocumentNumber, spanishMobileDigits } from '../../../demo-host/sandbox/validators.ts';

describe('seed data', () => {
  it('gives every person and beneficiary a valid document and a Spanish mobile', () => {
    for (const person of [...seedCustomers(), ...seedBeneficiaries()]) {
      expect(isValidDocumentNumber(person.document_type, person.document_number ?? ''), person.id).toBe(true);
      expect(spanishMobileDigits(person.phone ?? ''), person.id).not.toBeNull();
    }
  });

  it('has a login for every demo account, each pointing at existing customers', () => {
    const customers = new Set(seedCustomers().map((c) => c.id));
    const users = seedUsers();
    expect(users.map((u) => u.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    for (const user of users) for (const id of user.customerIds) expect(customers.has(id), id).toBe(true);
  });

  it("seeds each account of the contract's table as that table says: its persons exist, the first with its role and e-mail", () => {
    const customers = new Map(seedCustomers().map((c) => [c.id, c]));
    for (const account of DEMO_ACCOUNTS) {
      // The caregiver has no person of their own: no membership, no role (docs/caregivers.md).
      if (account.customerIds.length === 0) {
        expect(account.role, account.username).toBeUndefined();
        continue;
      }
      const first = customers.get(account.customerIds[0]!);
      expect(first?.role, account.username).toBe(account.role);
      expect(first?.email, account.username).toBe(account.username);
    }
  });

  it("seeds the kit's two holders on different plans, each with a beneficiary login of their own (issue 28)", () => {
    const customers = new Map(seedCustomers().map((c) => [c.id, c]));
    const beneficiaries = seedBeneficiaries();
    const person = (username: string) => customers.get(DEMO_ACCOUNTS.find((a) => a.username === username)!.customerIds[0]!)!;
    const [holderA, holderB] = [person('titular@demo.es'), person('otrotitular@demo.es')];
    expect([holderA.account?.plan.code, holderB.account?.plan.code]).toEqual(['FAMILIAR', 'FAMILIAR_PLUS']);
    for (const [beneficiary, holder] of [
      ['beneficiario@demo.es', holderA],
      ['otrobeneficiario@demo.es', holderB],
    ] as const) {
      const row = beneficiaries.find((b) => b.id === person(beneficiary).id);
      expect(row?.titular_id, beneficiary).toBe(holder.id);
      expect(person(beneficiary).account?.plan.code, beneficiary).toBe(holder.account?.plan.code);
    }
  });

  it('docs/sandbox.md describes the accounts of the table, in its order', () => {
    const rows = readFileSync(new URL('../../../docs/sandbox.md', import.meta.url), 'utf8').match(/^\| [a-z]+@demo\.es \|/gm) ?? [];
    expect(rows.map((row) => row.slice(2, -2))).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
  });

  it('gives holders and beneficiaries a won opportunity unless docs/sandbox.md says otherwise', () => {
    for (const person of seedCustomers()) {
      if (person.role === 'Vendedor' || person.role === 'Asesor') expect(person.opportunity).toBeNull();
      else expect(person.opportunity?.stage, person.email).toBe(person.email === 'oportunidad@demo.es' ? 'negotiation' : 'win');
    }
  });
});
