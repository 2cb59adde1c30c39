// registerSale as an advisor fills it: the form's inputs by id (labels repeat for each beneficiary).
import type { Page } from 'playwright-core';

export const byId = (page: Page, name: string) => page.locator(`#venta-${name}`);

export const CUSTOMER = {
  document_number: '48151623L',
  first_name: 'Nuria',
  first_lastname: 'Carrasco',
  second_lastname: 'Vidal',
  birth_date: '1986-04-12',
  email: 'nuria.carrasco@correo.es',
  phone: '612 398 745',
  street: 'Calle de Alcalá 120, 3.º B',
  postal_code: '28009',
  city: 'Madrid',
  province: 'Madrid',
};

export async function fillHolder(page: Page) {
  await byId(page, 'document_type').selectOption('DNI');
  for (const name of [
    'document_number',
    'first_name',
    'first_lastname',
    'second_lastname',
    'birth_date',
    'email',
    'phone',
    'street',
    'postal_code',
    'city',
    'province',
  ] as const) {
    await byId(page, name).fill(CUSTOMER[name]);
  }
  await byId(page, 'gender').selectOption('F');
  await byId(page, 'civil_status').selectOption('CASADO');
}

export async function fillPlanAndPayment(page: Page, method: 'cash' | 'pos' | 'site' = 'site') {
  await byId(page, 'plan_code').selectOption('FAMILIAR');
  await page.getByRole('button', { name: 'Añadir beneficiario' }).click();
  await byId(page, 'ben0_document_type').selectOption('DNI');
  await byId(page, 'ben0_document_number').fill('48151624C');
  await byId(page, 'ben0_relationship').selectOption('HIJO');
  await byId(page, 'ben0_first_name').fill('Pablo');
  await byId(page, 'ben0_first_lastname').fill('Carrasco');
  await byId(page, 'ben0_birth_date').fill('2001-09-03');
  await byId(page, 'ben0_gender').selectOption('M');
  await byId(page, 'headquarters_id').selectOption('hq-madrid');
  await byId(page, 'payment_method').selectOption(method);
  await byId(page, 'privacy').check();
  await byId(page, 'terms').check();
}
