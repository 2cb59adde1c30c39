import type { JsonObject } from '../../json-body.ts';
import { isObject } from '../../json-body.ts';
import type { Address, Customer } from '../../../../contract/accounts/schemas.ts';
import type { User } from '../accounts/state.ts';
import type { Deps } from '../../env.ts';
import { FieldChecks } from '../../field-checks.ts';
import { ageOn, isValidEmail, passwordProblem, spanishMobileDigits } from '../../validators.ts';
import type { CatalogPlan } from '../../../../contract/plans/schemas.ts';
import { catalogPlan } from '../plans/seed.ts';
import { hasCode } from '../accounts/seed-nomenclatures.ts';

export type Registration =
  | { ok: true; customer: Customer; user: User; plan: CatalogPlan; priceCents: number }
  | { ok: false; status: 409; message: string; fields?: Record<string, string> }
  | { ok: false; status: 422; fields: Record<string, string> };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function readAddress(f: FieldChecks, body: JsonObject): Address {
  const raw = isObject(body.address) ? body.address : {};
  const text = (name: string) => (typeof raw[name] === 'string' ? (raw[name] as string).trim() : '');
  const address = { street: text('street'), city: text('city'), province: text('province'), postal_code: text('postal_code') };
  if (address.postal_code && !/^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(address.postal_code))
    f.fail('address.postal_code', 'El código postal no es válido.');
  return address;
}

/** An optional code of a nomenclature list, with its default. */
function optionalCode(f: FieldChecks, body: JsonObject, field: string, list: string, fallback: string, invalid: string): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value !== 'string' || !hasCode(list, value)) f.fail(field, invalid);
  return typeof value === 'string' ? value : fallback;
}

/** Validates a sign-up body and builds the new holder and login, without storing them. */
export function buildRegistration(body: JsonObject, deps: Deps): Registration {
  const f = new FieldChecks(body);
  const first_name = f.requiredString('first_name', 'Escribe tu nombre.');
  const second_name = f.optionalString('second_name');
  const first_lastname = f.requiredString('first_lastname', 'Escribe tu primer apellido.');
  const second_lastname = f.optionalString('second_lastname');
  const email = f.requiredString('email', 'Escribe tu correo electrónico.');
  if (email !== undefined && !isValidEmail(email)) f.fail('email', 'El correo electrónico no es válido.');
  const phone = f.requiredString('phone', 'Escribe tu teléfono móvil.');
  const mobile = phone === undefined ? null : spanishMobileDigits(phone);
  if (phone !== undefined && !mobile) f.fail('phone', 'Escribe un móvil español de 9 cifras que empiece por 6 o 7.');
  const document_type = f.requiredCode(
    'document_type',
    'document-types-titular',
    'Elige el tipo de documento.',
    'El tipo de documento no es válido.',
  );
  const document_number = f.documentNumber('document_number', document_type, 'Escribe el número de documento.');
  const birth_date = f.requiredDate('birth_date', 'Escribe tu fecha de nacimiento.');
  if (birth_date && ageOn(birth_date, deps.opts.now()) < 18) f.fail('birth_date', 'El titular debe ser mayor de edad.');
  const gender = optionalCode(f, body, 'gender', 'genders', 'NS', 'El género no es válido.');
  const civil_status = optionalCode(f, body, 'civil_status', 'civil-statuses', 'SOLTERO', 'El estado civil no es válido.');
  const address = readAddress(f, body);
  const password = f.requiredString('password', 'Escribe una contraseña.');
  const weak = password === undefined ? null : passwordProblem(password);
  if (weak) f.fail('password', weak);
  const plan_code = f.requiredString('plan_code', 'Elige un plan.');
  const plan = plan_code === undefined ? undefined : catalogPlan(plan_code);
  if (plan_code !== undefined && !plan) f.fail('plan_code', 'El plan elegido no existe.');
  const periodicity = body.periodicity ?? 'mensual';
  if (periodicity !== 'mensual' && periodicity !== 'anual') f.fail('periodicity', 'La periodicidad debe ser «mensual» o «anual».');

  if (
    !f.ok ||
    !first_name ||
    !first_lastname ||
    !email ||
    !mobile ||
    !document_type ||
    !document_number ||
    !birth_date ||
    !password ||
    !plan ||
    second_name === undefined ||
    second_lastname === undefined
  ) {
    return { ok: false, status: 422, fields: f.errors };
  }

  const normalizedEmail = email.toLowerCase();
  const normalizedDocument = document_number.toUpperCase();
  if (deps.store.userByEmail(normalizedEmail) || deps.store.customers.some((x) => x.email === normalizedEmail)) {
    return {
      ok: false,
      status: 409,
      message: 'Ya existe una cuenta con ese correo electrónico.',
      fields: { email: 'Ya existe una cuenta con ese correo electrónico. Inicia sesión o usa otro.' },
    };
  }
  if ([...deps.store.customers, ...deps.store.beneficiaries].some((x) => x.document_number === normalizedDocument)) {
    return {
      ok: false,
      status: 409,
      message: 'Ya existe una cuenta con ese documento.',
      fields: { document_number: 'Ya hay una afiliación con este documento.' },
    };
  }

  const yearly = periodicity === 'anual';
  const priceCents = yearly ? plan.yearly_price_cents : plan.monthly_price_cents;
  const today = isoDay(deps.opts.now());
  const id = deps.store.nextId('cus');
  const customer: Customer = {
    id,
    role: 'Titular',
    affiliation: plan.kind === 'corporate' ? 'CORPORATIVO' : null,
    first_name,
    second_name,
    first_lastname,
    second_lastname,
    email: normalizedEmail,
    phone: `+34${mobile}`,
    document_type,
    document_number: normalizedDocument,
    birth_date,
    gender,
    civil_status,
    address,
    account: {
      id: deps.store.nextId('CTA'),
      plan: { code: plan.code, name: plan.name, price: priceCents / 100, periodicity: yearly ? 'anual' : 'mensual' },
      payment_status: 'payment_pending',
      member_since: today,
      next_payment_date: today,
    },
    opportunity: { id: deps.store.nextId('opp'), stage: 'win' },
  };
  const user: User = { id: deps.store.nextId('usr'), email: normalizedEmail, password, customerIds: [id] };
  return { ok: true, customer, user, plan, priceCents };
}
