import type { FormValues } from '../../../../contract/forms/schemas.ts';

/** Saved form values; a customer without an entry has an empty PENDING form. */
export function seedForms(): FormValues[] {
  return [
    {
      form_id: 'perfil-afiliado',
      version: 3,
      customer_id: 'cus-1005',
      general_status: 'COMPLETED',
      // Every answer the server's rule asks for (profile-form.ts), so writing them back keeps it COMPLETED.
      values: {
        first_name: 'Carmen',
        second_name: 'María',
        first_lastname: 'Delgado',
        second_lastname: 'Ruiz',
        document_type: 'DNI',
        document_number: '30918274H',
        birth_date: '1976-09-08',
        gender: 'F',
        civil_status: 'DIVORCIADO',
        email: 'completo@demo.es',
        phone: '+34633274018',
        address_street: 'Calle Asunción 41, 2.º A',
        address_city: 'Sevilla',
        address_province: 'Sevilla',
        postal_code: '41011',
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
