// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox } from './sandbox-client.ts';

const IDS = ['hq-madrid', 'hq-barcelona', 'hq-valencia', 'hq-sevilla', 'hq-bilbao', 'hq-malaga'];
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('headquarters', () => {
  it('lists six centres in real Spanish cities, with everything a member needs to go there', async () => {
    const { call, login } = sandbox();
    const reply = await call('GET', '/headquarters', { token: await login('titular@demo.es') });
    expect(reply.status).toBe(200);
    expect(reply.json.map((hq: { id: string }) => hq.id)).toEqual(IDS);
    for (const hq of reply.json) {
      expect(hq.postal_code).toMatch(/^\d{5}$/);
      expect(hq.phone).toMatch(/^\+349\d{8}$/);
      expect(hq.email).toMatch(/^[a-z]+@portalafiliados\.es$/);
      expect(hq.time_zone).toBe('Europe/Madrid');
      // Inside Spain's mainland bounding box.
      expect(hq.location.lat).toBeGreaterThan(36);
      expect(hq.location.lat).toBeLessThan(44);
      expect(hq.location.lng).toBeGreaterThan(-9.5);
      expect(hq.location.lng).toBeLessThan(3.5);
      expect(Object.keys(hq.opening_hours)).toEqual(WEEK);
      for (const intervals of Object.values(hq.opening_hours) as { opens: string; closes: string }[][]) {
        for (const { opens, closes } of intervals) expect(opens < closes).toBe(true);
      }
      expect(hq.services.length).toBeGreaterThan(2);
      expect(hq.specialities.length).toBeGreaterThan(2);
    }
  });

  it('is open to every signed-in role, sales staff included, and closed without a token', async () => {
    const { call, login } = sandbox();
    for (const user of ['beneficiario@demo.es', 'corporativo@demo.es', 'vendedor@demo.es', 'asesor@demo.es']) {
      expect((await call('GET', '/headquarters', { token: await login(user) })).status).toBe(200);
    }
    expect((await call('GET', '/headquarters')).status).toBe(401);
  });

  it('filters by speciality and by video consultation', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const ids = async (query: string) => (await call('GET', `/headquarters?${query}`, { token })).json.map((hq: { id: string }) => hq.id);
    expect(await ids('speciality=cardiologia')).toEqual(['hq-madrid', 'hq-sevilla']);
    expect(await ids('video_consultation=false')).toEqual(['hq-valencia', 'hq-bilbao']);
    expect(await ids('speciality=odontologia&video_consultation=true')).toEqual(['hq-barcelona', 'hq-malaga']);
  });

  it('reads one centre by id and answers 404 in Spanish for an unknown one', async () => {
    const { call, login } = sandbox();
    const token = await login('titular@demo.es');
    const one = await call('GET', '/headquarters/hq-sevilla', { token });
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ city: 'Sevilla', address: 'Calle Luis Montoto 45', postal_code: '41018' });
    expect(one.json.opening_hours.monday).toEqual([
      { opens: '08:00', closes: '15:00' },
      { opens: '17:00', closes: '21:00' },
    ]);
    const missing = await call('GET', '/headquarters/hq-toledo', { token });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('No existe esa sede.');
  });
});
