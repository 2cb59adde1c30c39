// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const child = {
  titular_id: 'cus-1001',
  first_name: 'Hugo',
  first_lastname: 'Ortega',
  second_lastname: 'Martín',
  document_type: 'MENOR',
  birth_date: '2021-09-14',
  gender: 'M',
  relationship: 'HIJO',
};

describe('beneficiaries', () => {
  it('lists the holder’s beneficiaries: beneficiario@ active and an invited child', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('GET', '/beneficiaries?titular_id=cus-1001', { token });
    expect(reply.status).toBe(200);
    expect(reply.json.map((b: { email: string; status: string }) => [b.email, b.status])).toEqual([
      ['beneficiario@demo.es', 'active'],
      ['daniela.ortega@demo.es', 'invited'],
    ]);
  });

  it('creates, updates, enables and deletes (a company plan admits beneficiaries)', async () => {
    const { call, login } = sandbox();
    const token = await login('corporativo@demo.es');
    const created = await call('POST', '/beneficiaries', { token, body: { ...child, titular_id: 'cus-1006' } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ titular_id: 'cus-1006', first_name: 'Hugo', document_number: null, status: 'active' });
    const id = created.json.id as string;

    const updated = await call('PUT', `/beneficiaries/${id}`, {
      token,
      body: { ...child, titular_id: 'cus-1006', first_name: 'Hugo Luis' },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.first_name).toBe('Hugo Luis');

    const moved = await call('PUT', `/beneficiaries/${id}`, { token, body: child });
    expect(moved.status).toBe(422);
    expect(moved.json.fields.titular_id).toBe('No se puede cambiar el titular de un beneficiario.');

    expect((await call('DELETE', `/beneficiaries/${id}`, { token })).status).toBe(204);
    expect((await call('GET', '/beneficiaries?titular_id=cus-1006', { token })).json).toEqual([]);
    expect((await call('DELETE', `/beneficiaries/${id}`, { token })).status).toBe(404);
  });

  it('refuses a beneficiary on an individual plan, saying why', async () => {
    const { call, login } = sandbox();
    const reply = await call('POST', '/beneficiaries', { token: await login('nuevo@demo.es'), body: { ...child, titular_id: 'cus-1004' } });
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe('Tu Plan Individual no admite beneficiarios. Cámbiate a un plan familiar para añadirlos.');
  });

  it('invites someone with an e-mail when created', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const created = await call('POST', '/beneficiaries', {
      token,
      body: {
        ...child,
        document_type: 'DNI',
        document_number: '33445566R',
        birth_date: '1950-02-01',
        relationship: 'PADRE',
        email: 'abuelo@correo.es',
      },
    });
    expect(created.json).toMatchObject({ status: 'invited', invited_at: expect.any(String) });
  });

  it('enables an invited beneficiary', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('PATCH', '/beneficiaries/ben-2001/enable', { token });
    expect(reply.json.status).toBe('active');
  });

  it('resends an invitation to the beneficiary’s e-mail', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('POST', '/beneficiaries/ben-2001/invitation', {
      token,
      body: { invitation_url: 'http://localhost:4173/public/invite/' },
    });
    expect(reply.status).toBe(202);
    expect(reply.json).toEqual({ sent: true, sent_to: 'daniela.ortega@demo.es' });
    const outbox = await call('GET', '/__sandbox/outbox?kind=beneficiary_invitation');
    expect(outbox.json).toMatchObject([
      {
        channel: 'email',
        to: 'daniela.ortega@demo.es',
        subject: 'Lucía Martín te invita a su plan de salud',
        link: expect.stringMatching(/^http:\/\/localhost:4173\/public\/invite\/Luc%C3%ADa%20Mart%C3%ADn\/[\w-]{43}$/),
        metadata: { beneficiary_id: 'ben-2001', titular_id: 'cus-1001', token: expect.any(String) },
      },
    ]);
    expect(outbox.json[0].text).toContain('te ha añadido como beneficiario en su Plan Familiar');
    const bad = await call('POST', '/beneficiaries/ben-2001/invitation', { token, body: { invitation_url: 'javascript:alert(1)' } });
    expect(bad.status).toBe(422);
  });

  it('validates with Spanish messages per field', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const reply = await call('POST', '/beneficiaries', {
      token,
      body: {
        titular_id: 'cus-1001',
        first_name: 'Eva',
        document_type: 'DNI',
        document_number: '12345678A',
        birth_date: '2099-01-01',
        gender: 'X',
        relationship: 'HIJO',
        phone: '123',
      },
    });
    expect(reply.status).toBe(422);
    expect(reply.json.fields).toEqual({
      first_lastname: 'Escribe el primer apellido.',
      document_number: 'El número de documento no es válido.',
      birth_date: 'La fecha de nacimiento no puede ser futura.',
      gender: 'El género no es válido.',
      phone: 'Escribe un móvil español de 9 cifras que empiece por 6 o 7.',
    });
  });

  it('forbids another titular’s beneficiaries with 403 and unknown ids with 404', async () => {
    const { call, login } = sandbox();
    const token = await login('nuevo@demo.es');
    expect((await call('GET', '/beneficiaries?titular_id=cus-1001', { token })).status).toBe(403);
    expect((await call('POST', '/beneficiaries', { token, body: child })).status).toBe(403);
    expect((await call('PUT', '/beneficiaries/ben-2001', { token, body: child })).status).toBe(403);
    expect((await call('DELETE', '/beneficiaries/ben-2001', { token })).status).toBe(403);
    expect((await call('PATCH', '/beneficiaries/ben-2001/enable', { token })).status).toBe(403);
    expect((await call('POST', '/beneficiaries/ben-2001/invitation', { token, body: { invitation_url: 'https://x.es' } })).status).toBe(
      403,
    );
    expect((await call('PATCH', '/beneficiaries/ben-0000/enable', { token })).status).toBe(404);
  });

  it('lets a beneficiary-only login manage no one, and familia@ manage her own plan', async () => {
    const { call, login } = sandbox();
    const beneficiary = await login('beneficiario@demo.es');
    expect((await call('GET', '/beneficiaries?titular_id=cus-1001', { token: beneficiary })).status).toBe(403);
    const familia = await login('familia@demo.es');
    expect((await call('GET', '/beneficiaries?titular_id=cus-1013', { token: familia })).status).toBe(200);
    expect((await call('GET', '/beneficiaries?titular_id=cus-1015', { token: familia })).status).toBe(403);
  });
});
