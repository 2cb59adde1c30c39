// A beneficiary invited by their holder registers themself: their own data, a password, and the code sent to the
// address the holder gave (their login). The beneficiary record becomes active in the holder's plan and gets a
// login of its own; the invitation's link is spent.
import type { JsonObject } from '../../json-body.ts';
import type { Deps } from '../../env.ts';
import { readBeneficiaryInput } from '../beneficiaries/input.ts';
import { otpAddressKey } from '../accounts/otp-address.ts';
import { verifyOtpCode } from '../accounts/otp.ts';
import type { OpenInvitation } from './state.ts';
import { passwordProblem } from '../../validators.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { User } from '../accounts/state.ts';
import { queueBeneficiaryAccepted } from '../reminders/queue.ts';

interface Refusal {
  error: string;
  message: string;
  fields?: Record<string, string>;
  attempts_left?: number;
}

export type Acceptance = { ok: true; beneficiary: Beneficiary } | { ok: false; status: 409 | 422 | 429; body: Refusal };

const refuse = (status: 409 | 422, error: string, message: string, fields?: Record<string, string>): Acceptance => ({
  ok: false,
  status,
  body: { error, message, ...(fields ? { fields } : {}) },
});

/**
 * The checks in the order that spends nothing needlessly: the form first, then the address and the conflicts, and
 * the code last, so a typo in a field does not cost the person their code.
 */
export function acceptInvitation({ beneficiary, invitation }: OpenInvitation, body: JsonObject, deps: Deps): Acceptance {
  const { store } = deps;
  const input = readBeneficiaryInput(body, deps.opts.now());
  const fields: Record<string, string> = input.ok ? {} : { ...input.errors };
  const password = typeof body.password === 'string' ? body.password : '';
  const weak = password ? passwordProblem(password) : 'Escribe una contraseña.';
  if (weak) fields.password = weak;
  if (input.ok && !input.fields.email) fields.email = 'Escribe tu correo electrónico: será tu usuario.';
  // The login is the address the code went to: one the holder gave, that this person showed they can read.
  else if (input.ok && otpAddressKey(input.fields.email ?? '') !== otpAddressKey(invitation.address))
    fields.email = 'Usa el correo en el que recibiste la invitación.';
  if (!input.ok || Object.keys(fields).length > 0) return refuse(422, 'validation_error', 'Revisa los datos marcados.', fields);

  const data = input.fields;
  const email = invitation.address;
  if (store.userByEmail(email) || store.customers.some((x) => x.email === email)) {
    return refuse(409, 'conflict', 'Ya existe una cuenta con ese correo electrónico.', {
      email: 'Ya existe una cuenta con ese correo. Inicia sesión o usa otro.',
    });
  }
  const others = [...store.customers, ...store.beneficiaries.filter((b) => b.id !== beneficiary.id)];
  if (data.document_number && others.some((x) => x.document_number === data.document_number)) {
    return refuse(409, 'conflict', 'Ya existe una cuenta con ese documento.', {
      document_number: 'Ya hay una afiliación con este documento.',
    });
  }
  const code = typeof body.code === 'string' ? body.code : '';
  const check = verifyOtpCode(deps, invitation.address, code);
  if (!check.ok) return { ok: false, status: check.status, body: check.body };

  const holder = store.customer(beneficiary.titular_id);
  Object.assign(beneficiary, data, { email, status: 'active' });
  invitation.usedAt = new Date(deps.opts.now()).toISOString();
  // The beneficiary's own customer record shares the holder's membership and the beneficiary's id (as the seed does).
  const customer: Customer = {
    id: beneficiary.id,
    role: 'Beneficiario',
    affiliation: holder?.affiliation ?? null,
    first_name: data.first_name,
    second_name: null,
    first_lastname: data.first_lastname,
    second_lastname: data.second_lastname,
    email,
    phone: data.phone ?? '',
    document_type: data.document_type,
    document_number: data.document_number ?? '',
    birth_date: data.birth_date,
    gender: data.gender,
    civil_status: 'SOLTERO',
    address: holder ? { ...holder.address } : { street: '', city: '', province: '', postal_code: '' },
    account: holder?.account ? structuredClone(holder.account) : null,
    opportunity: holder?.opportunity ? { ...holder.opportunity } : null,
  };
  const user: User = { id: store.nextId('usr'), email, password, customerIds: [customer.id] };
  store.customers.push(customer);
  store.users.push(user);
  queueBeneficiaryAccepted(store, beneficiary);
  return { ok: true, beneficiary };
}
