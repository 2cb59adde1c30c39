import type { Address, Customer, Membership, PaymentStatus } from '../types.ts';
import { seededPlan } from './plans.ts';

const madrid = (street: string, postal_code: string): Address => ({ street, city: 'Madrid', province: 'Madrid', postal_code });
const valencia = (street: string, postal_code: string): Address => ({ street, city: 'Valencia', province: 'Valencia', postal_code });
const sevilla = (street: string, postal_code: string): Address => ({ street, city: 'Sevilla', province: 'Sevilla', postal_code });

function membership(id: string, planCode: string, payment_status: PaymentStatus, member_since: string, next_payment_date: string): Membership {
  return { id, plan: seededPlan(planCode), payment_status, member_since, next_payment_date };
}

const titularMembership = membership('CTA-2023-00141', 'FAMILIAR', 'Active', '2023-03-14', '2026-12-14');
const familiaMembership = membership('CTA-2024-00377', 'FAMILIAR', 'Active', '2024-01-09', '2026-12-09');
const sotoMembership = membership('CTA-2021-00052', 'FAMILIAR', 'Active', '2021-06-01', '2026-12-01');

/** Every demo person of docs/sandbox.md, plus the holder of the plan in which familia@demo.es is a beneficiary. */
export function seedCustomers(): Customer[] {
  return [
    {
      id: 'cus-1001', role: 'Titular', affiliation: null, first_name: 'Lucía', second_name: null,
      first_lastname: 'Martín', second_lastname: 'García', email: 'titular@demo.es', phone: '+34612483920',
      document_type: 'DNI', document_number: '51234876F', birth_date: '1984-05-22', gender: 'F', civil_status: 'CASADO',
      address: madrid('Calle de Alcalá 214, 3.º B', '28028'), account: structuredClone(titularMembership),
      opportunity: { id: 'opp-1001', stage: 'win' },
    },
    {
      id: 'cus-1002', role: 'Beneficiario', affiliation: null, first_name: 'Javier', second_name: 'Andrés',
      first_lastname: 'Ortega', second_lastname: 'Ruiz', email: 'beneficiario@demo.es', phone: '+34655107342',
      document_type: 'DNI', document_number: '48391027Q', birth_date: '1982-11-03', gender: 'M', civil_status: 'CASADO',
      address: madrid('Calle de Alcalá 214, 3.º B', '28028'), account: structuredClone(titularMembership),
      opportunity: { id: 'opp-1002', stage: 'win' },
    },
    {
      id: 'cus-1004', role: 'Titular', affiliation: null, first_name: 'Alejandro', second_name: null,
      first_lastname: 'Navarro', second_lastname: 'Gil', email: 'nuevo@demo.es', phone: '+34622918475',
      document_type: 'DNI', document_number: '72814563J', birth_date: '1995-02-17', gender: 'M', civil_status: 'SOLTERO',
      address: valencia('Avenida del Puerto 88, 5.ª', '46023'),
      account: membership('CTA-2026-00903', 'INDIVIDUAL', 'Active', '2026-10-30', '2026-11-30'),
      opportunity: { id: 'opp-1004', stage: 'win' },
    },
    {
      id: 'cus-1005', role: 'Titular', affiliation: null, first_name: 'Carmen', second_name: 'María',
      first_lastname: 'Delgado', second_lastname: 'Ruiz', email: 'completo@demo.es', phone: '+34633274018',
      document_type: 'DNI', document_number: '30918274H', birth_date: '1976-09-08', gender: 'F', civil_status: 'DIVORCIADO',
      address: sevilla('Calle Asunción 41, 2.º A', '41011'),
      account: membership('CTA-2022-00318', 'INDIVIDUAL_ANUAL', 'Active', '2022-04-19', '2027-04-19'),
      opportunity: { id: 'opp-1005', stage: 'win' },
    },
    {
      id: 'cus-1006', role: 'Titular', affiliation: 'CORPORATIVO', first_name: 'Miguel', second_name: null,
      first_lastname: 'Serrano', second_lastname: 'Molina', email: 'corporativo@demo.es', phone: '+34644830261',
      document_type: 'DNI', document_number: '53720941W', birth_date: '1988-07-29', gender: 'M', civil_status: 'PAREJA_HECHO',
      address: madrid('Paseo de la Castellana 95, 12.º', '28046'),
      account: membership('CTA-2025-00510', 'EMPRESAS', 'Active', '2025-02-03', '2026-12-03'),
      opportunity: { id: 'opp-1006', stage: 'win' },
    },
    {
      id: 'cus-1007', role: 'Titular', affiliation: null, first_name: 'Rocío', second_name: null,
      first_lastname: 'Herrera', second_lastname: 'Castro', email: 'mora@demo.es', phone: '+34666391507',
      document_type: 'DNI', document_number: '26473915H', birth_date: '1979-12-12', gender: 'F', civil_status: 'CASADO',
      address: sevilla('Avenida de la República Argentina 12, 4.º C', '41011'),
      account: membership('CTA-2023-00266', 'FAMILIAR', 'En Mora', '2023-09-21', '2026-09-21'),
      opportunity: { id: 'opp-1007', stage: 'win' },
    },
    {
      id: 'cus-1008', role: 'Titular', affiliation: null, first_name: 'Sergio', second_name: null,
      first_lastname: 'Vidal', second_lastname: 'Ramos', email: 'pendiente@demo.es', phone: '+34677502184',
      document_type: 'NIE', document_number: 'X1234567L', birth_date: '1991-04-04', gender: 'M', civil_status: 'SOLTERO',
      address: valencia('Calle de Colón 27, 1.º', '46004'),
      account: membership('CTA-2026-00921', 'INDIVIDUAL', 'payment_pending', '2026-11-18', '2026-11-18'),
      opportunity: { id: 'opp-1008', stage: 'win' },
    },
    {
      id: 'cus-1009', role: 'Titular', affiliation: null, first_name: 'Elena', second_name: null,
      first_lastname: 'Moreno', second_lastname: 'Prieto', email: 'validacion@demo.es', phone: '+34688145930',
      document_type: 'DNI', document_number: '47159382K', birth_date: '1986-01-30', gender: 'F', civil_status: 'SOLTERO',
      address: madrid('Calle de Bravo Murillo 150, 6.º D', '28020'),
      account: membership('CTA-2026-00915', 'FAMILIAR', 'payment_confirmation_sent', '2026-11-15', '2026-12-15'),
      opportunity: { id: 'opp-1009', stage: 'win' },
    },
    {
      id: 'cus-1010', role: 'Titular', affiliation: null, first_name: 'David', second_name: null,
      first_lastname: 'Iglesias', second_lastname: 'Fuentes', email: 'oportunidad@demo.es', phone: '+34699273641',
      document_type: 'DNI', document_number: '39281746T', birth_date: '1990-08-16', gender: 'M', civil_status: 'CASADO',
      address: valencia('Gran Vía del Marqués del Turia 52, 3.ª', '46005'),
      account: membership('CTA-2026-00899', 'FAMILIAR', 'Active', '2026-10-20', '2026-11-20'),
      opportunity: { id: 'opp-1010', stage: 'negotiation' },
    },
    {
      id: 'cus-1011', role: 'Vendedor', affiliation: null, first_name: 'Marta', second_name: null,
      first_lastname: 'Cano', second_lastname: 'Lozano', email: 'vendedor@demo.es', phone: '+34610384752',
      document_type: 'DNI', document_number: '50617283X', birth_date: '1993-03-11', gender: 'F', civil_status: 'SOLTERO',
      address: madrid('Calle de Serrano 61, 2.º', '28006'), account: null, opportunity: null,
    },
    {
      id: 'cus-1012', role: 'Asesor', affiliation: null, first_name: 'Jorge', second_name: null,
      first_lastname: 'Pascual', second_lastname: 'Medina', email: 'asesor@demo.es', phone: '+34620937465',
      document_type: 'DNI', document_number: '28734519K', birth_date: '1980-10-25', gender: 'M', civil_status: 'CASADO',
      address: sevilla('Calle Sierpes 48, 1.º', '41004'), account: null, opportunity: null,
    },
    // familia@demo.es: one human, two customer records (holder of her own plan, beneficiary in her mother's).
    {
      id: 'cus-1013', role: 'Titular', affiliation: null, first_name: 'Ana', second_name: 'Isabel',
      first_lastname: 'Vázquez', second_lastname: 'Soto', email: 'familia@demo.es', phone: '+34630582917',
      document_type: 'DNI', document_number: '71836452T', birth_date: '1989-06-02', gender: 'F', civil_status: 'CASADO',
      address: madrid('Calle de Embajadores 120, 4.º A', '28045'), account: structuredClone(familiaMembership),
      opportunity: { id: 'opp-1013', stage: 'win' },
    },
    {
      id: 'cus-1014', role: 'Beneficiario', affiliation: null, first_name: 'Ana', second_name: 'Isabel',
      first_lastname: 'Vázquez', second_lastname: 'Soto', email: 'familia@demo.es', phone: '+34630582917',
      document_type: 'DNI', document_number: '71836452T', birth_date: '1989-06-02', gender: 'F', civil_status: 'CASADO',
      address: madrid('Calle de Embajadores 120, 4.º A', '28045'), account: structuredClone(sotoMembership),
      opportunity: { id: 'opp-1014', stage: 'win' },
    },
    {
      id: 'cus-1015', role: 'Titular', affiliation: null, first_name: 'Pilar', second_name: null,
      first_lastname: 'Soto', second_lastname: 'Aguilar', email: 'pilar.soto@correo.es', phone: '+34651829304',
      document_type: 'DNI', document_number: '45920183Q', birth_date: '1958-02-14', gender: 'F', civil_status: 'VIUDO',
      address: sevilla('Calle Betis 19, bajo', '41010'), account: structuredClone(sotoMembership),
      opportunity: { id: 'opp-1015', stage: 'win' },
    },
  ];
}
