// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';
import { SEEDED_PERIODICITY, seededPlan } from '../../../demo-host/sandbox/domains/plans/seed.ts';

const memberships = Object.keys(SEEDED_PERIODICITY).map(seededPlan);

describe('GET /plans', () => {
  it('lists the plans without a token, with both prices in cents and the Spanish cover', async () => {
    const reply = await sandbox().call('GET', '/plans');
    expect(reply.status).toBe(200);
    expect(reply.json.map((p: { code: string }) => p.code)).toEqual([
      'INDIVIDUAL',
      'INDIVIDUAL_ANUAL',
      'FAMILIAR',
      'FAMILIAR_PLUS',
      'EMPRESAS',
    ]);
    expect(reply.json[2]).toEqual({
      code: 'FAMILIAR',
      name: 'Plan Familiar',
      kind: 'family',
      max_beneficiaries: 4,
      monthly_price_cents: 3990,
      yearly_price_cents: 47880,
      currency: 'EUR',
      coverage: ['Medicina general', 'Pediatría', 'Especialistas', 'Análisis clínicos', 'Urgencias 24 h'],
      rank: 2,
    });
  });

  it('has a family plan above FAMILIAR, so a holder can upgrade', async () => {
    const list = (await sandbox().call('GET', '/plans')).json as { code: string; kind: string; rank: number }[];
    const familiar = list.find((p) => p.code === 'FAMILIAR')!;
    expect(list.some((p) => p.kind === 'family' && p.rank > familiar.rank)).toBe(true);
  });

  it('agrees with the prices the demo memberships pay', async () => {
    const list = (await sandbox().call('GET', '/plans')).json as {
      code: string;
      monthly_price_cents: number;
      yearly_price_cents: number;
    }[];
    for (const membership of memberships) {
      const plan = list.find((p) => p.code === membership.code);
      expect(plan, membership.code).toBeDefined();
      const paid = membership.periodicity === 'anual' ? plan!.yearly_price_cents : plan!.monthly_price_cents;
      expect(paid, membership.code).toBe(Math.round(membership.price * 100));
    }
  });

  it('gives each caller its own copy', async () => {
    const { call } = sandbox();
    const first = (await call('GET', '/plans')).json;
    first[0].coverage.push('otra');
    expect((await call('GET', '/plans')).json[0].coverage).not.toContain('otra');
  });
});
