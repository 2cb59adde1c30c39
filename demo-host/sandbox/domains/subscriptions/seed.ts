// Complementary services a holder may add to the plan (an "extension" of the subscription), billed monthly.
import type { ServiceOffer } from '../../../../contract/subscriptions/schemas.ts';

export interface MemberService {
  customer_id: string;
  code: string;
  since: string;
}

export const serviceCatalogue: ServiceOffer[] = [
  {
    code: 'DENTAL',
    name: 'Dental completo',
    description: 'Revisiones, limpiezas y empastes sin coste; ortodoncia con un 30 % de descuento.',
    monthly_price_cents: 990,
  },
  {
    code: 'FISIOTERAPIA',
    name: 'Fisioterapia',
    description: 'Hasta 12 sesiones al año con prescripción de tu médico.',
    monthly_price_cents: 750,
  },
  {
    code: 'PSICOLOGIA',
    name: 'Psicología',
    description: 'Hasta 20 sesiones al año, presenciales o por videoconsulta.',
    monthly_price_cents: 690,
  },
  {
    code: 'OPTICA',
    name: 'Óptica y audiología',
    description: 'Una revisión anual y 60 € al año para gafas, lentillas o audífonos.',
    monthly_price_cents: 450,
  },
  {
    code: 'VIAJE',
    name: 'Asistencia en viaje',
    description: 'Atención médica urgente en el extranjero hasta 30.000 €.',
    monthly_price_cents: 390,
  },
];

export const serviceByCode = (code: string): ServiceOffer | undefined => serviceCatalogue.find((s) => s.code === code);

/** Lucía (titular@) added dental care last year; the others have none yet. */
export function seedMemberServices(): MemberService[] {
  return [{ customer_id: 'cus-1001', code: 'DENTAL', since: '2025-09-01' }];
}
