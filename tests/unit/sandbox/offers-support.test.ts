// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('partner offers', () => {
  it('lists offers of the four categories with a code, conditions and places, for every member role', async () => {
    const { call, login } = sandbox();
    for (const user of ['titular@demo.es', 'corporativo@demo.es', 'beneficiario@demo.es']) {
      const reply = await call('GET', '/offers', { token: await login(user) });
      expect(reply.status).toBe(200);
      expect(new Set(reply.json.map((o: { category: { code: string } }) => o.category.code))).toEqual(
        new Set(['farmacias', 'opticas', 'gimnasios', 'dentistas']),
      );
      for (const offer of reply.json) {
        expect(offer.code).toMatch(/^[A-Z0-9-]{5,}$/);
        expect(offer.places.length).toBeGreaterThan(0);
        expect(offer.conditions.length).toBeGreaterThan(0);
      }
    }
  });

  it('filters by category and by words, ignoring accents and case', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    expect(ids((await call('GET', '/offers?category=opticas', { token })).json)).toEqual(['off-optica-vision', 'off-optica-lentillas']);
    expect(ids((await call('GET', '/offers?q=MALAGA', { token })).json)).toEqual(['off-farma-red', 'off-dental-sonrisa']);
    expect((await call('GET', '/offers?q=veterinario', { token })).json).toEqual([]);
  });

  it('is closed to sales staff and to anonymous callers', async () => {
    const { call, login } = sandbox();
    const staff = await call('GET', '/offers', { token: await login('vendedor@demo.es') });
    expect(staff.status).toBe(403);
    expect(staff.json.message).toBe('Esta sección es solo para afiliados y sus beneficiarios.');
    expect((await call('GET', '/offers')).status).toBe(401);
  });
});

describe('support', () => {
  it('serves the FAQ grouped by topic, searchable without accents, and the contact channels', async () => {
    const { call, login } = sandbox();
    const token = await login('beneficiario@demo.es');
    const all = (await call('GET', '/support/faqs', { token })).json;
    expect(all.length).toBeGreaterThan(10);
    expect([...new Set(all.map((f: { topic: { name: string } }) => f.topic.name))]).toEqual([
      'Tu cuenta y acceso',
      'Pagos y suscripción',
      'Citas médicas',
      'Beneficiarios',
      'Sedes y aliados',
    ]);
    expect(ids((await call('GET', '/support/faqs?q=contrasena', { token })).json)).toEqual(['faq-01']);
    expect((await call('GET', '/support/faqs?q=hipoteca', { token })).json).toEqual([]);
    const channels = await call('GET', '/support/channels', { token });
    expect(channels.json).toMatchObject({ phone: '+34910608090', email: 'ayuda@portalafiliados.es', whatsapp: '+34611204060' });
    expect((await call('GET', '/support/faqs')).status).toBe(401);
  });
});
