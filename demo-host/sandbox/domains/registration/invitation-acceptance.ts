// A beneficiary invited by their holder registers themself: their own data, a password, an address verified
// by OTP. The beneficiary record becomes active in the holder's plan and gets a login of its own.
import type { JsonObject } from '../../json-body.ts';
import type { Deps } from '../../env.ts';
import { readBeneficiaryInput } from '../beneficiaries/input.ts';
import { otpAddressKey } from '../accounts/otp-address.ts';
import { passwordProblem } from '../../validators.ts';
import type { Beneficiary } from '../../../../contract/beneficiaries/schemas.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { User } from '../accounts/state.ts';
import { queueBeneficiaryAccepted } from '../reminders/queue.ts';

export type Acceptance =
  | { ok: true; beneficiary: Beneficiary }
  | { ok: false; status: 403 | 409 | 422; error: string; message: string; fields?: Record<string, string> };

function verified(address: string | null, deps: Deps): boolean {
  const until = address ? deps.store.verifiedAddresses.get(otpAddressKey(address)) : undefined;
  return until !== undefined && until > deps.opts.now();
}

export function acceptInvitation(beneficiary: Beneficiary, body: JsonObject, deps: Deps): Acceptance {
  const { store } = deps;
  const input = readBeneficiaryInput(body, deps.opts.now());
  const fields: Record<string, string> = input.ok ? {} : { ...input.errors };
  const password = typeof body.password === 'string' ? body.password : '';
  const weak = password ? passwordProblem(password) : 'Escribe una contraseña.';
  if (weak) fields.password = weak;
  if (input.ok && !input.fields.email) fields.email = 'Escribe tu correo electrónico: será tu usuario.';
  if (!input.ok || Object.keys(fields).length > 0)
    return { ok: false, status: 422, error: 'validation_error', message: 'Revisa los datos marcados.', fields };

  const data = input.fields;
  const email = data.email as string;
  if (!verified(email, deps) && !verified(data.phone, deps)) {
    return {
      ok: false,
      status: 403,
      error: 'not_verified',
      message: 'Verifica tu correo o tu móvil con el código que te enviamos antes de terminar.',
    };
  }
  if (store.userByEmail(email) || store.customers.some((x) => x.email === email)) {
    return {
      ok: false,
      status: 409,
      error: 'conflict',
      message: 'Ya existe una cuenta con ese correo electrónico.',
      fields: { email: 'Ya existe una cuenta con ese correo. Inicia sesión o usa otro.' },
    };
  }
  const others = [...store.customers, ...store.beneficiaries.filter((b) => b.id !== beneficiary.id)];
  if (data.document_number && others.some((x) => x.document_number === data.document_number)) {
    return {
      ok: false,
      status: 409,
      error: 'conflict',
      message: 'Ya existe una cuenta con ese documento.',
      fields: { document_number: 'Ya hay una afiliación con este documento.' },
    };
  }

  const holder = store.customer(beneficiary.titular_id);
  Object.assign(beneficiary, data, { status: 'active' });
  store.acceptedInvitations.add(beneficiary.id);
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
