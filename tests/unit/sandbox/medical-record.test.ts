// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sandbox, ORIGIN, type AnyJson } from './sandbox-client.ts';
import { APPOINTMENT_CHANGE_WINDOW_HOURS, SLOT_HOLD_MINUTES } from '../../../src/core/constants.ts';
import { CLINIC_TIME_ZONE } from '../../../src/i18n/locale.ts';
import { CANCELLATION_WINDOW_HOURS, HOLD_MINUTES } from '../../../demo-host/sandbox/domains/appointments/rules.ts';
import { CLINIC_TIME_ZONE as SANDBOX_ZONE } from '../../../demo-host/sandbox/domains/appointments/madrid-time.ts';

const NOW = Date.parse('2026-11-23T08:00:00Z');

async function setup() {
  const box = sandbox({ now: () => NOW });
  return { ...box, titular: await box.login('titular@demo.es') };
}

describe('medical record', () => {
  it('the portal and the sandbox share the booking rules', () => {
    expect(APPOINTMENT_CHANGE_WINDOW_HOURS).toBe(CANCELLATION_WINDOW_HOURS);
    expect(SLOT_HOLD_MINUTES).toBe(HOLD_MINUTES);
    expect(CLINIC_TIME_ZONE).toBe(SANDBOX_ZONE);
  });

  it('a year of history, newest first, with filter values', async () => {
    const { call, titular } = await setup();
    const reply = await call('GET', '/medical-record/entries?patient_id=cus-1001', { token: titular });
    expect(reply.status).toBe(200);
    const { items, filters } = reply.json;
    expect(items.length).toBeGreaterThan(7);
    expect(items[0].date >= items.at(-1).date).toBe(true);
    expect(items.at(-1).date >= '2025-11-23').toBe(true);
    expect(filters.years).toEqual(['2026', '2025'].filter((y) => items.some((e: AnyJson) => e.date.startsWith(y))));
    expect(filters.specialities.length).toBeGreaterThan(1);
    expect(items.find((e: AnyJson) => e.type === 'consulta').diagnoses[0]).toMatchObject({
      code: expect.any(String),
      name: expect.any(String),
    });
  });

  it('filters by type, year and speciality', async () => {
    const { call, titular } = await setup();
    const all = (await call('GET', '/medical-record/entries?patient_id=cus-1001', { token: titular })).json.items as AnyJson[];
    const speciality = all[0].speciality.code;
    const filtered = (
      await call('GET', `/medical-record/entries?patient_id=cus-1001&type=consulta&speciality=${speciality}&year=2026`, { token: titular })
    ).json.items as AnyJson[];
    expect(filtered.length).toBe(
      all.filter((e) => e.type === 'consulta' && e.speciality.code === speciality && e.date.startsWith('2026')).length,
    );
    expect(filtered.every((e) => e.type === 'consulta')).toBe(true);
  });

  it('nuevo@ has an empty history', async () => {
    const box = sandbox({ now: () => NOW });
    const reply = await box.call('GET', '/medical-record/entries?patient_id=cus-1004', { token: await box.login('nuevo@demo.es') });
    expect(reply.json).toEqual({ items: [], filters: { types: [], years: [], specialities: [] } });
  });

  it('a holder cannot read a beneficiary’s history, nor the other way round; staff are refused', async () => {
    const box = await setup();
    const holder = await box.call('GET', '/medical-record/entries?patient_id=cus-1002', { token: box.titular });
    expect(holder.status).toBe(403);
    expect(holder.json.message).toBe('Solo puedes ver tu propia historia clínica.');
    const spouse = await box.login('beneficiario@demo.es');
    expect((await box.call('GET', '/medical-record/entries?patient_id=cus-1001', { token: spouse })).status).toBe(403);
    expect((await box.call('GET', '/medical-record/entries?patient_id=cus-1002', { token: spouse })).status).toBe(200);
    const entry = (await box.call('GET', '/medical-record/entries?patient_id=cus-1001', { token: box.titular })).json.items[0];
    expect((await box.call('GET', `/medical-record/entries/${entry.id}`, { token: spouse })).status).toBe(404);
    expect(
      (await box.call('GET', '/medical-record/entries?patient_id=cus-1011', { token: await box.login('vendedor@demo.es') })).status,
    ).toBe(403);
  });

  it('downloads a result as a PDF through a short-lived link', async () => {
    const { app, call, titular } = await setup();
    const result = (await call('GET', '/medical-record/entries?patient_id=cus-1001&type=resultado', { token: titular })).json.items[0];
    const link = await call('POST', `/medical-record/entries/${result.id}/document-link`, { token: titular });
    expect(link.status).toBe(201);
    expect(link.json.url.startsWith(`${ORIGIN}/medical-record/documents/`)).toBe(true);
    const file = await app.fetch(new Request(link.json.url));
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${result.document.filename}"`);
    const bytes = Buffer.from(await file.arrayBuffer()).toString('latin1');
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain('Lucía Martín');
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
    // Spent by the download: the same link again (copied, logged, shared) gives nothing.
    const again = await call('GET', new URL(link.json.url).pathname);
    expect([again.status, again.json.error]).toEqual([410, 'link_expired']);
    expect(new URL(link.json.url).pathname.split('/').at(-1)).toMatch(/^[\w-]{43}$/);
    const visit = (await call('GET', '/medical-record/entries?patient_id=cus-1001&type=consulta', { token: titular })).json.items[0];
    expect((await call('POST', `/medical-record/entries/${visit.id}/document-link`, { token: titular })).status).toBe(404);
  });

  it('no link to someone else’s document: another holder gets 404 for the entry', async () => {
    const { call, login, titular } = await setup();
    const result = (await call('GET', '/medical-record/entries?patient_id=cus-1001&type=resultado', { token: titular })).json.items[0];
    const other = await login('nuevo@demo.es');
    expect((await call('POST', `/medical-record/entries/${result.id}/document-link`, { token: other })).status).toBe(404);
  });

  it('a forged or expired link answers 410 in Spanish', async () => {
    const { call } = await setup();
    const reply = await call('GET', '/medical-record/documents/inventado');
    expect(reply.status).toBe(410);
    expect(reply.json.message).toMatch(/ha caducado/);
  });
});
