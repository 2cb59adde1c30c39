// @vitest-environment node
// The sandbox's response check (SANDBOX_VALIDATE_RESPONSES=1): off, a wrong shape goes out as it is; on, it is
// answered 500 with a Spanish message naming the operation and the mismatch, and logged. The wrong shape is
// planted in the store, as a broken route would produce it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandbox } from './sandbox-client.ts';

function plantRenamedField(s: ReturnType<typeof sandbox>) {
  const [first, ...rest] = s.store.offers;
  const { title, ...others } = first!;
  s.store.offers = [{ ...others, titulo: title } as unknown as typeof first & object, ...rest];
}

afterEach(() => vi.restoreAllMocks());

describe('the response check', () => {
  it('lets a good answer through unchanged', async () => {
    const s = sandbox({ validateResponses: true });
    const reply = await s.call('GET', '/offers', { token: await s.login('titular@demo.es') });
    expect(reply.status).toBe(200);
    expect(reply.json.length).toBe(s.store.offers.length);
  });

  it('answers 500 naming the operation and the field when an answer breaks the contract', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const s = sandbox({ validateResponses: true });
    plantRenamedField(s);
    const reply = await s.call('GET', '/offers', { token: await s.login('titular@demo.es') });
    expect(reply.status).toBe(500);
    expect(reply.json.error).toBe('contract_violation');
    expect(reply.json.message).toMatch(/^La respuesta de GET \/offers no cumple el contrato: .*falta «title».*no documentado «titulo»/);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /offers'));
  });

  it('is off unless asked for: the same fault goes out as 200', async () => {
    const s = sandbox({ validateResponses: false });
    plantRenamedField(s);
    const reply = await s.call('GET', '/offers', { token: await s.login('titular@demo.es') });
    expect(reply.status).toBe(200);
  });

  it('lets a documented refusal through: a staff token on a members-only call keeps its Spanish 403', async () => {
    const s = sandbox({ validateResponses: true });
    const refused = await s.call('GET', '/offers', { token: await s.login('vendedor@demo.es') });
    expect(refused.status).toBe(403);
    expect(refused.json.error).not.toBe('contract_violation');
  });

  it("lets an error answer carry the fields its operation documents: a wrong code's attempts_left", async () => {
    const s = sandbox({ validateResponses: true });
    const address = 'irene.campos@correo.es';
    expect((await s.call('POST', '/otp', { body: { address, channel: 'email' } })).status).toBeLessThan(300);
    const wrong = await s.call('POST', '/otp/verification', { body: { code: '000000', address } });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ error: 'invalid_code', attempts_left: 2 });
  });
});
