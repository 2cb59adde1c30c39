import type { JsonObject } from './json-body.ts';
import type { Customer, User } from './types.ts';
import type { Deps } from './env.ts';
import { FieldChecks } from './field-checks.ts';
import { ageOn, isValidEmail, spanishMobileDigits } from './validators.ts';
import { planByCode } from './seed/plans.ts';

export type Registration =
  | { ok: true; customer: Customer; user: User }
  | { ok: false; status: 409; message: string }
  | { ok: false; status: 422; fields: Record<string, string> };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Validates a sign-up body and builds the new holder and login, without storing them. */
export function buildRegistration(body: JsonObject, deps: Deps): Registration {
  const f = new FieldChecks(body);
  const first_name = f.requiredString('first_name', 'Escribe tu nombre.');
  const first_lastname = f.requiredString('first_lastname', 'Escribe tu primer apellido.');
  const second_lastname = f.optionalString('second_lastname');
  const email = f.requiredString('email', 'Escribe tu correo electrónico.');
  if (email !== undefined && !isValidEmail(email)) f.fail('email', 'El correo electrónico no es válido.');
  const phone = f.requiredString('phone', 'Escribe tu teléfono móvil.');
  const mobile = phone === undefined ? null : spanishMobileDigits(phone);
  if (phone !== undefined && !mobile) f.fail('phone', 'Escribe un móvil español de 9 cifras que empiece por 6 o 7.');
  const document_type = f.requiredCode('document_type', 'document-types-titular', 'Elige el tipo de documento.', 'El tipo de documento no es válido.');
  const document_number = f.documentNumber('document_number', document_type, 'Escribe el número de documento.');
  const birth_date = f.requiredDate('birth_date', 'Escribe tu fecha de nacimiento.');
  if (birth_date && ageOn(birth_date, deps.opts.now()) < 18) f.fail('birth_date', 'El titular debe ser mayor de edad.');
  const password = f.requiredString('password', 'Escribe una contraseña.');
  if (password !== undefined && password.length < 8) f.fail('password', 'La contraseña debe tener al menos 8 caracteres.');
  const plan_code = f.requiredString('plan_code', 'Elige un plan.');
  const plan = plan_code === undefined ? undefined : planByCode(plan_code);
  if (plan_code !== undefined && !plan) f.fail('plan_code', 'El plan elegido no existe.');

  if (!f.ok || !first_name || !first_lastname || !email || !mobile || !document_type || !document_number
    || !birth_date || !password || !plan) {
    return { ok: false, status: 422, fields: f.errors };
  }

  const normalizedEmail = email.toLowerCase();
  const normalizedDocument = document_number.toUpperCase();
  if (deps.store.userByEmail(normalizedEmail) || deps.store.customers.some((x) => x.email === normalizedEmail)) {
    return { ok: false, status: 409, message: 'Ya existe una cuenta con ese correo electrónico.' };
  }
  if (deps.store.customers.some((x) => x.document_number === normalizedDocument)) {
    return { ok: false, status: 409, message: 'Ya existe una cuenta con ese documento.' };
  }

  const today = isoDay(deps.opts.now());
  const id = deps.store.nextId('cus');
  const customer: Customer = {
    id, role: 'Titular', affiliation: null, first_name, second_name: null, first_lastname,
    second_lastname: second_lastname ?? null, email: normalizedEmail, phone: `+34${mobile}`, document_type,
    document_number: normalizedDocument, birth_date, gender: 'NS', civil_status: 'SOLTERO',
    address: { street: '', city: '', province: '', postal_code: '' },
    account: { id: deps.store.nextId('CTA'), plan: { ...plan }, payment_status: 'payment_pending', member_since: today, next_payment_date: today },
    opportunity: { id: deps.store.nextId('opp'), stage: 'win' },
  };
  const user: User = { id: deps.store.nextId('usr'), email: normalizedEmail, password, customerIds: [id] };
  return { ok: true, customer, user };
}
