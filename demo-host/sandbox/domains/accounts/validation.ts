import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest } from '../../errors.ts';
import { isValidDocumentNumber, isValidEmail, spanishMobileDigits } from '../../validators.ts';

const digitsOnly = (phone: string | null) => (phone ?? '').replace(/\D/g, '').replace(/^34/, '');

/** An invited beneficiary checking their own data: their own record (still invited) does not count as taken. */
function people(deps: Deps, beneficiaryId: string | undefined) {
  const self = beneficiaryId ? deps.store.beneficiary(beneficiaryId) : undefined;
  const skip = self?.status === 'invited' ? self : undefined;
  return [...deps.store.customers, ...deps.store.beneficiaries.filter((b) => b !== skip)];
}

/** Public checks the registration and beneficiary forms make as the user types. */
export function validationRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('getValidationValue', (c) => {
    const value = c.req.param().value.trim();
    const email = value.toLowerCase();
    const exists = deps.store.users.some((u) => u.email === email) || deps.store.customers.some((x) => x.email === email);
    return c.json({ value, valid: isValidEmail(value), exists });
  });

  app.handle('getCustomerPhoneValidationValue', (c) => {
    const value = c.req.param().value;
    const countryCode = (c.req.query('country_code') ?? '34').replace(/^\+/, '');
    if (!/^\d{1,3}$/.test(countryCode)) return invalidRequest(c, 'El prefijo de país no es válido.');
    const mobile = countryCode === '34' ? spanishMobileDigits(value) : null;
    const exists = mobile !== null && people(deps, c.req.query('beneficiary_id')).some((p) => digitsOnly(p.phone) === mobile);
    return c.json({ value, valid: mobile !== null, exists });
  });

  app.handle('getCustomerDocumentNumberValidationValue', (c) => {
    const value = c.req.param().value;
    const type = (c.req.query('document_type') ?? '').toUpperCase();
    if (!['DNI', 'NIE', 'PASAPORTE'].includes(type)) {
      return invalidRequest(c, 'Indica document_type: DNI, NIE o PASAPORTE.');
    }
    const normalized = value.trim().toUpperCase();
    const exists = people(deps, c.req.query('beneficiary_id')).some((p) => p.document_number === normalized);
    return c.json({ value, valid: isValidDocumentNumber(type, value), exists });
  });

  return app;
}
