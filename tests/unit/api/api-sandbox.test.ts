import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCustomer } from '../../../src/api/create-customer.ts';
import { getCustomer } from '../../../src/api/get-customer.ts';
import { createBeneficiary } from '../../../src/api/create-beneficiary.ts';
import { deleteBeneficiary } from '../../../src/api/delete-beneficiary.ts';
import { enableBeneficiary } from '../../../src/api/enable-beneficiary.ts';
import { listBeneficiaries } from '../../../src/api/list-beneficiaries.ts';
import { resendInvitation } from '../../../src/api/resend-invitation.ts';
import { updateBeneficiary } from '../../../src/api/update-beneficiary.ts';
import { getNomenclature } from '../../../src/api/get-nomenclature.ts';
import { validateDocumentNumber } from '../../../src/api/validate-document-number.ts';
import { validatePhone } from '../../../src/api/validate-phone.ts';
import { validateValue } from '../../../src/api/validate-value.ts';
import { requestOtp } from '../../../src/api/request-otp.ts';
import { verifyOtp } from '../../../src/api/verify-otp.ts';
import { getFormValues } from '../../../src/api/get-form-values.ts';
import { recordAudit } from '../../../src/core/http/audit.ts';
import { ApiError } from '../../../src/core/errors/error-message.ts';
import type { BeneficiaryInput } from '../../../src/api/types.ts';
import { login } from '../../../src/core/session/session.ts';
import { readUserData, type UserData } from '../../../src/core/session/session-cookies.ts';
import { PASSWORD, startSandbox, type Harness } from '../core/sandbox-harness.ts';
import { json, routeFetch } from '../core/helpers.ts';

let sandbox: Harness;
let user: UserData;

beforeEach(async () => {
  sandbox = await startSandbox();
  await login('titular@demo.es', PASSWORD);
  user = readUserData()!;
});

/** Every later call answers `status` (the configuration stays loaded). */
function failEverything(status = 500) {
  routeFetch(() => json({ error: 'boom', message: 'Fallo' }, status));
}

describe('API calls against the sandbox', () => {
  it('customer by id and role; its failure is "Error fetching customer data"', async () => {
    const customer = await getCustomer(user.id, user.role);
    expect(customer).toMatchObject({ id: user.id, role: 'Titular', account: { payment_status: 'Active' }, opportunity: { stage: 'win' } });
    const failure = getCustomer('no-existe', 'Titular');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: 'Error fetching customer data', status: 404 });
  });

  it('beneficiaries list; its failure is "Error fetching beneficiaries"', async () => {
    const list = await listBeneficiaries(user.id);
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ titular_id: user.id });
    failEverything();
    await expect(listBeneficiaries(user.id)).rejects.toThrow('Error fetching beneficiaries');
  });

  it('beneficiary create, update, enable, invitation and delete; add and remove are audited', async () => {
    const [documentType] = await getNomenclature('document-types-beneficiary');
    const [relationship] = await getNomenclature('relationships');
    const [gender] = await getNomenclature('genders');
    const created = await createBeneficiary({
      titular_id: user.id,
      first_name: 'Martina',
      first_lastname: 'López',
      second_lastname: 'Ruiz',
      document_type: documentType!.code,
      document_number: '12345678Z',
      birth_date: '2015-04-12',
      gender: gender!.code,
      relationship: relationship!.code,
      email: 'martina@demo.es',
      phone: '612345678',
    }).catch((error: ApiError) => {
      throw new Error(`${error.message} ${JSON.stringify(error.data)}`);
    });
    expect(created.id).toBeTruthy();
    await expect(updateBeneficiary(created.id, { ...created, first_name: 'Marta' })).resolves.toMatchObject({ first_name: 'Marta' });
    await expect(enableBeneficiary(created.id)).resolves.toMatchObject({ status: 'active' });
    await expect(resendInvitation(created.id, 'http://localhost:4173/public/invite/')).resolves.toMatchObject({ sent: true });
    await deleteBeneficiary(created.id);
    await vi.waitFor(async () => {
      const events = (await sandbox.log()).filter((r) => r.path === '/audit').map((r) => (r.body as { event: string }).event);
      expect(events).toEqual(['login', 'beneficiary_added', 'beneficiary_removed']);
    });
  });

  it('a 422 keeps the field messages for the form', async () => {
    // Only the holder: what the contract requires is missing, on purpose.
    const failure = createBeneficiary({ titular_id: user.id } as BeneficiaryInput);
    await expect(failure).rejects.toMatchObject({ status: 422, data: { error: 'validation_error' } });
  });

  it('the five nomenclature lists', async () => {
    for (const list of ['document-types-titular', 'document-types-beneficiary', 'civil-statuses', 'relationships', 'genders'] as const) {
      const items = await getNomenclature(list);
      expect(items.length, list).toBeGreaterThan(0);
      expect(Object.keys(items[0]!).sort()).toEqual(['code', 'name']);
    }
    expect((await getNomenclature('document-types-titular')).map((i) => i.name)).toContain('DNI');
  });

  it('validations; phone and document-number failures share "Error fetching Customer phone validation"', async () => {
    await expect(validateValue('nadie@demo.es')).resolves.toMatchObject({ valid: true, exists: false });
    await expect(validatePhone('612345678', { country_code: '34' })).resolves.toMatchObject({ valid: true });
    await expect(validateDocumentNumber('12345678Z', { document_type: 'DNI' })).resolves.toMatchObject({ valid: true });
    failEverything();
    await expect(validatePhone('612345678')).rejects.toThrow('Error fetching Customer phone validation');
    await expect(validateDocumentNumber('12345678Z')).rejects.toThrow('Error fetching Customer phone validation');
  });

  it('validation/{value} goes out with the skip header removed and no token', async () => {
    const seen: Headers[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      seen.push(request.headers);
      return original(request);
    }) as typeof fetch;
    await validateValue('alguien@demo.es');
    expect(seen[0]!.has('x-skip-interceptor')).toBe(false);
    expect(seen[0]!.has('authorization')).toBe(false);
  });

  it('OTP request to the configured URL and verification at {accessControlAPI}', async () => {
    await expect(requestOtp({ address: 'lucia@demo.es', channel: 'email' })).resolves.toMatchObject({ sent: true });
    await expect(verifyOtp('000000', 'lucia@demo.es')).rejects.toThrow('El código no es correcto. Te quedan 2 intentos.');
    await expect(verifyOtp('123456', 'lucia@demo.es')).resolves.toEqual({ verified: true });
  });

  it('form values; a failure returns nothing', async () => {
    await expect(getFormValues(user.id)).resolves.toMatchObject({ general_status: 'PENDING' });
    failEverything();
    await expect(getFormValues(user.id)).resolves.toBeUndefined();
  });

  it('registration creates a customer; a duplicate gets the server text', async () => {
    const body = {
      first_name: 'Pablo',
      first_lastname: 'Sanz',
      email: 'pablo.sanz@demo.es',
      phone: '687654321',
      document_type: 'DNI',
      document_number: '87654321X',
      birth_date: '1990-05-20',
      password: PASSWORD,
      plan_code: 'INDIVIDUAL',
      accepted_privacy: true,
      accepted_terms: true,
    };
    const created = await createCustomer(body).catch((error: ApiError) => {
      throw new Error(`${error.message} ${JSON.stringify(error.data)}`);
    });
    expect(created.account?.payment_status).toBe('payment_pending');
    await expect(createCustomer(body)).rejects.toMatchObject({ status: 409 });
  });

  it('payment started is recorded with the customer id; an audit failure does not reject', async () => {
    await recordAudit('payment_started', { method: 'card' });
    const last = (await sandbox.log()).filter((r) => r.path === '/audit').at(-1);
    expect(last?.body).toMatchObject({ event: 'payment_started', customer_id: user.id, details: { method: 'card' } });
    failEverything(503);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(recordAudit('payment_started')).resolves.toBeUndefined();
  });
});
