import { describe, expect, it } from 'vitest';
import { listPlans } from '../../../src/api/list-plans.ts';
import { ApiError } from '../../../src/core/errors/error-message.ts';
import { startSandbox } from '../core/sandbox-harness.ts';
import { json, routeFetch } from '../core/helpers.ts';

describe('listPlans', () => {
  it('reads the catalogue from the sandbox without a session', async () => {
    await startSandbox();
    const plans = await listPlans();
    expect(plans.find((p) => p.code === 'FAMILIAR')).toMatchObject({
      kind: 'family',
      max_beneficiaries: 4,
      monthly_price_cents: 3990,
      currency: 'EUR',
    });
  });

  it('rejects with the server Spanish message', async () => {
    await startSandbox();
    routeFetch(() => json({ error: 'internal_error', message: 'Error interno del sandbox.' }, 500));
    const error = await listPlans().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Error interno del sandbox.', status: 500 });
  });
});
