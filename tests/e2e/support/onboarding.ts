// The sign-up as a person walks it: the holder's form, the outbox the sandbox keeps instead of sending e-mail.
import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { at } from './sandbox.ts';
import { pathname } from './shell.ts';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  to: string;
  kind: string;
  subject: string | null;
  text: string;
  link: string | null;
  metadata: Record<string, string>;
}

export async function outbox(query: Record<string, string> = {}): Promise<OutboxMessage[]> {
  const response = await fetch(`${at.api}/__sandbox/outbox?${new URLSearchParams(query)}`);
  return (await response.json()) as OutboxMessage[];
}

export const HOLDER = {
  document_number: '12345678Z',
  first_name: 'Irene',
  first_lastname: 'Campos',
  birth_date: '1990-04-12',
  email: 'irene.campos@correo.es',
  phone: '611 222 333',
  street: 'Calle Mayor 5, 2.º A',
  postal_code: '50001',
  city: 'Zaragoza',
  province: 'Zaragoza',
  password: 'Segura2026',
};

/** From /auth/plans: picks a plan with the periodicity and lands on the form. */
export async function choosePlan(page: Page, plan = 'Plan Familiar', yearly = false): Promise<void> {
  await page.goto(`${at.portal}/auth/plans`);
  if (yearly) await page.getByRole('radio', { name: 'Anual' }).check();
  await page.getByRole('button', { name: `Elegir ${plan}`, exact: true }).click();
  await expect.poll(() => pathname(page)).toBe('/auth/registration-form');
  await page.getByLabel('Tipo de documento').waitFor();
}

/** On the portal's page, or inside a host's frame. */
export async function fillHolder(page: Page | FrameLocator, values: Partial<typeof HOLDER> = {}): Promise<void> {
  const v = { ...HOLDER, ...values };
  await page.getByLabel('Tipo de documento').selectOption('DNI');
  await page.getByLabel('Número de documento').fill(v.document_number);
  await page.getByLabel('Nombre', { exact: true }).fill(v.first_name);
  await page.getByLabel('Primer apellido').fill(v.first_lastname);
  await page.getByLabel('Fecha de nacimiento').fill(v.birth_date);
  await page.getByLabel('Género').selectOption('F');
  await page.getByLabel('Estado civil').selectOption('CASADO');
  await page.getByLabel('Correo electrónico').fill(v.email);
  await page.getByLabel('Teléfono móvil').fill(v.phone);
  await page.getByLabel('Calle y número').fill(v.street);
  await page.getByLabel('Código postal').fill(v.postal_code);
  await page.getByLabel('Localidad').fill(v.city);
  await page.getByLabel('Provincia').fill(v.province);
  await page.getByLabel('Contraseña', { exact: true }).fill(v.password);
  await page.getByLabel('He leído y acepto la política de privacidad').check();
  await page.getByLabel('Acepto las condiciones generales de la afiliación').check();
}

/** Submits the form and waits for the OTP step. */
export async function continueToCode(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect.poll(() => page.url()).toContain('paso=verificacion');
  await page.getByLabel('Código de verificación').waitFor();
}

export const fieldError = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text) ?? '';
  });
