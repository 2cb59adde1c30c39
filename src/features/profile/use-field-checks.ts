// The registration's phone and document checks, run when the person leaves the field: the format, and whether
// another account already uses it (their own number is of course fine). A check that cannot run says nothing:
// the server checks the format again when saving.
import { useState } from 'react';
import { validatePhone } from '../../api/validate-phone.ts';
import { validateDocumentNumber } from '../../api/validate-document-number.ts';
import { profileTexts as t } from '../../i18n/profile.ts';
import type { ProfileValues } from './profile-fields.ts';

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^34(?=\d{9}$)/, '');

export function useFieldChecks(own: { phone: string; document_number: string }) {
  const [checks, setChecks] = useState<Partial<Record<'phone' | 'document_number' | 'emergency_contact_phone', string>>>({});
  const set = (field: keyof typeof checks, message: string | undefined) => setChecks((c) => ({ ...c, [field]: message }));

  const checkPhone = (field: 'phone' | 'emergency_contact_phone', value: string) => {
    if (value.trim() === '') return set(field, undefined);
    validatePhone(value).then(
      (r) => set(field, !r.valid ? t.phoneInvalid : field === 'phone' && r.exists && digits(value) !== digits(own.phone) ? t.phoneTaken : undefined),
      () => set(field, undefined),
    );
  };

  const checkDocument = (values: ProfileValues) => {
    const value = values.document_number.trim();
    if (value === '' || !['DNI', 'NIE', 'PASAPORTE'].includes(values.document_type)) return set('document_number', undefined);
    validateDocumentNumber(value, { document_type: values.document_type }).then(
      (r) => set('document_number', !r.valid ? t.documentInvalid : r.exists && value.toUpperCase() !== own.document_number.toUpperCase() ? t.documentTaken : undefined),
      () => set('document_number', undefined),
    );
  };

  return { checks, checkPhone, checkDocument };
}
