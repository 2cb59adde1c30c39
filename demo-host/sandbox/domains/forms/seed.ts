import type { FormValues } from './schemas.ts';

/** Saved form values; a customer without an entry has an empty PENDING form. */
export function seedForms(): FormValues[] {
  return [
    {
      form_id: 'perfil-afiliado',
      version: 3,
      customer_id: 'cus-1005',
      general_status: 'COMPLETED',
      values: {
        blood_type: 'A+',
        height_cm: 168,
        weight_kg: 61,
        allergies: 'Penicilina',
        chronic_conditions: 'Ninguna',
        emergency_contact_name: 'Luis Delgado Ruiz',
        emergency_contact_phone: '+34645019283',
        smoker: false,
      },
    },
    {
      form_id: 'perfil-afiliado',
      version: 3,
      customer_id: 'cus-1001',
      general_status: 'PENDING',
      values: { blood_type: '0+', height_cm: 164 },
    },
  ];
}

export const FORM_VERSION = 3;
