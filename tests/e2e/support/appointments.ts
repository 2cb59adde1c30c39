// Drives the booking screen as a member does, and reaches the sandbox's care API directly where a test needs
// the world in a given state (a day with one free slot left).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { at, tokenFor } from './sandbox.ts';

/**
 * expect.poll with room for a busy machine: a full page load (configuration, customer, lazy chunk, the screen's
 * call) can take several seconds on two shared cores, far over the 1 s default.
 */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

export const BOOK = `${at.portal}/home/citas/agendar`;

export const step = (page: Page, name: string) => page.locator('section', { has: page.getByRole('heading', { name, exact: true }) });
export const slotButtons = (page: Page) => page.getByRole('group', { name: /^Horas libres del/ }).getByRole('button');
export const dayButtons = (page: Page) => step(page, '4. Día').getByRole('button');

export async function openBooking(page: Page): Promise<void> {
  await page.goto(BOOK);
  await poll(() => page.getByLabel('¿Para quién es la cita?').isVisible()).toBe(true);
}

/** Steps 1 to 4: person, speciality, place, the first day with free slots. */
export async function chooseUpToDay(page: Page, choice: { patient?: string; speciality: string; location: string }): Promise<void> {
  if (choice.patient) await page.getByLabel('¿Para quién es la cita?').selectOption(choice.patient);
  await page.getByLabel('Especialidad').selectOption(choice.speciality);
  await page.getByLabel('Sede o videoconsulta').selectOption(choice.location);
  await dayButtons(page).first().click();
  await poll(() => slotButtons(page).count()).toBeGreaterThan(0);
}

export async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${at.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
  return reply.status === 204 ? (undefined as T) : ((await reply.json()) as T);
}

/** Books every slot of the first free day but the last one, as `email` for themself; returns that day. */
export async function leaveOneSlot(email: string, patientId: string, speciality: string, location: string): Promise<string> {
  const token = await tokenFor(email);
  const [day] = await api<{ date: string }[]>(token, 'GET', `/appointment-days?speciality=${speciality}&location=${location}`);
  const slots = await api<{ id: string }[]>(
    token,
    'GET',
    `/appointment-slots?speciality=${speciality}&location=${location}&date=${day!.date}`,
  );
  for (const slot of slots.slice(0, -1)) {
    const hold = await api<{ id: string }>(token, 'POST', '/appointment-holds', { slot_id: slot.id, patient_id: patientId });
    await api(token, 'POST', '/appointments', { hold_id: hold.id });
  }
  return day!.date;
}

/** The unfolded property lines of an iCalendar text. */
export const icsLines = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

export async function readDownload(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
