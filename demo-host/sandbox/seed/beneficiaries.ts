import type { Beneficiary } from '../types.ts';

export function seedBeneficiaries(): Beneficiary[] {
  return [
    {
      // The same person as beneficiario@demo.es (customer cus-1002), so both views agree.
      id: 'cus-1002', titular_id: 'cus-1001', first_name: 'Javier', first_lastname: 'Ortega', second_lastname: 'Ruiz',
      document_type: 'DNI', document_number: '48391027Q', birth_date: '1982-11-03', gender: 'M', relationship: 'CONYUGE',
      email: 'beneficiario@demo.es', phone: '+34655107342', status: 'active', invited_at: '2023-03-20T10:15:00.000Z',
    },
    {
      id: 'ben-2001', titular_id: 'cus-1001', first_name: 'Daniela', first_lastname: 'Ortega', second_lastname: 'Martín',
      document_type: 'DNI', document_number: '29384756W', birth_date: '2009-05-20', gender: 'F', relationship: 'HIJO',
      email: 'daniela.ortega@demo.es', phone: '+34687216540', status: 'invited', invited_at: '2026-11-02T18:40:00.000Z',
    },
    {
      id: 'cus-1014', titular_id: 'cus-1015', first_name: 'Ana', first_lastname: 'Vázquez', second_lastname: 'Soto',
      document_type: 'DNI', document_number: '71836452T', birth_date: '1989-06-02', gender: 'F', relationship: 'HIJO',
      email: 'familia@demo.es', phone: '+34630582917', status: 'active', invited_at: '2024-01-12T09:00:00.000Z',
    },
  ];
}
