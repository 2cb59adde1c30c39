// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF').toString('base64');
const filing = {
  customer_id: 'cus-1001',
  type: 'queja',
  subject: 'Espera larga en recepción',
  description: 'El martes esperé más de cuarenta minutos en la recepción de la sede de Madrid sin que nadie me atendiera.',
  contact_preference: 'email',
  attachment: { file_name: 'ticket.pdf', content_type: 'application/pdf', data: PDF },
};

describe('PQR', () => {
  it('lists titular@’s seeded PQRs, newest first, two of them answered', async () => {
    const { call, login } = sandbox();
    const reply = await call('GET', '/pqrs?customer_id=cus-1001', { token: await login('titular@demo.es') });
    expect(reply.status).toBe(200);
    expect(reply.json.map((p: { reference: string; status: string }) => [p.reference, p.status])).toEqual([
      ['PQR-2026-000152', 'in_progress'],
      ['PQR-2026-000131', 'answered'],
      ['PQR-2026-000118', 'answered'],
    ]);
    expect(reply.json[1].answer.text).toContain('pediatría');
  });

  it('files one with an attachment, gives a reference, and follows it to its answer', async () => {
    const { call, login } = sandbox({ now: () => Date.parse('2026-11-23T10:00:00Z') });
    const token = await login('titular@demo.es');
    const created = await call('POST', '/pqrs', { token, body: filing });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      reference: 'PQR-2026-000161',
      status: 'received',
      answer: null,
      attachment: { file_name: 'ticket.pdf', content_type: 'application/pdf', size_bytes: Buffer.from(PDF, 'base64').length },
    });
    const id = created.json.id as string;
    const advance = (body?: unknown) => call('POST', `/__sandbox/pqrs/${id}/advance`, body ? { body } : {});
    expect((await advance()).json.status).toBe('in_progress');
    expect((await advance({ answer: 'Hemos reforzado la recepción por las mañanas.' })).json.answer.text).toBe(
      'Hemos reforzado la recepción por las mañanas.',
    );
    expect((await advance()).status).toBe(409);
    const read = await call('GET', `/pqrs/${id}`, { token });
    expect(read.json.history.map((h: { status: string }) => h.status)).toEqual(['received', 'in_progress', 'answered']);
  });

  it('checks every field and the attachment’s type, content and size', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const refused = async (body: unknown) => (await call('POST', '/pqrs', { token, body })).json.fields;
    expect(await refused({ customer_id: 'cus-1001' })).toEqual({
      type: 'Elige el tipo: petición, queja, reclamo o sugerencia.',
      subject: 'El asunto debe tener entre 5 y 120 caracteres.',
      description: 'La descripción debe tener entre 20 y 2000 caracteres.',
      contact_preference: 'Elige cómo prefieres que te contactemos.',
    });
    const withFile = (attachment: unknown) => refused({ ...filing, attachment });
    // What the domain's checks do not word, the contract's schema still refuses, in Spanish.
    expect(await refused({ ...filing, attachment: null, origen: 'web' })).toEqual({ origen: 'Este campo no forma parte de la solicitud.' });
    expect(await withFile({ file_name: 'a.exe', content_type: 'application/x-msdownload', data: PDF })).toEqual({
      attachment: 'El adjunto debe ser un PDF, JPG o PNG.',
    });
    expect(await withFile({ file_name: 'a.png', content_type: 'image/png', data: PDF })).toEqual({
      attachment: 'El contenido del adjunto no corresponde a un PDF, JPG o PNG.',
    });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x25);
    big.write('%PDF');
    expect(await withFile({ file_name: 'big.pdf', content_type: 'application/pdf', data: big.toString('base64') })).toEqual({
      attachment: 'El adjunto no puede pasar de 5 MB.',
    });
  });

  it('lets members act only for themselves, and shuts sales staff out', async () => {
    const { call, login } = sandbox();
    const beneficiary = await login('beneficiario@demo.es');
    expect((await call('GET', '/pqrs?customer_id=cus-1001', { token: beneficiary })).status).toBe(403);
    expect((await call('GET', '/pqrs?customer_id=cus-1002', { token: beneficiary })).json).toEqual([]);
    expect((await call('GET', '/pqrs/pqr-1001', { token: beneficiary })).status).toBe(404);
    expect((await call('POST', '/pqrs', { token: beneficiary, body: filing })).status).toBe(403);
    expect((await call('POST', '/pqrs', { token: beneficiary, body: { ...filing, customer_id: 'cus-1002' } })).status).toBe(201);
    const staff = await login('vendedor@demo.es');
    expect((await call('POST', '/pqrs', { token: staff, body: filing })).status).toBe(403);
  });
});
