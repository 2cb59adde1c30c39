// The machine-readable list of operations: one module per domain (domains/<domain>/operations.ts, with its schemas
// in schemas.ts beside it), each listed here once. Method, path, parameters, bodies, answers, who may call them and
// a valid example: /openapi.json is written from it (openapi.ts), the sandbox checks requests and (on demand)
// responses with it (check.ts), and the conformance kit (kit/) runs it against any server.
import { accountsOperations } from '../domains/accounts/operations.ts';
import { accountsSchemas } from '../domains/accounts/schemas.ts';
import { beneficiariesOperations } from '../domains/beneficiaries/operations.ts';
import { beneficiariesSchemas } from '../domains/beneficiaries/schemas.ts';
import { formsOperations } from '../domains/forms/operations.ts';
import { formsSchemas } from '../domains/forms/schemas.ts';
import { harnessOperations } from '../domains/harness/operations.ts';
import { harnessSchemas } from '../domains/harness/schemas.ts';
import { appointmentsOperations } from '../domains/appointments/operations.ts';
import { appointmentsSchemas } from '../domains/appointments/schemas.ts';
import { cardsOperations } from '../domains/cards/operations.ts';
import { cardsSchemas } from '../domains/cards/schemas.ts';
import { headquartersOperations } from '../domains/headquarters/operations.ts';
import { headquartersSchemas } from '../domains/headquarters/schemas.ts';
import { medicalRecordOperations } from '../domains/medical-record/operations.ts';
import { medicalRecordSchemas } from '../domains/medical-record/schemas.ts';
import { memberServicesOperations } from '../domains/member-services/operations.ts';
import { memberServicesSchemas } from '../domains/member-services/schemas.ts';
import { outboxOperations } from '../domains/outbox/operations.ts';
import { outboxSchemas } from '../domains/outbox/schemas.ts';
import { paymentsOperations } from '../domains/payments/operations.ts';
import { paymentsSchemas } from '../domains/payments/schemas.ts';
import { plansOperations } from '../domains/plans/operations.ts';
import { plansSchemas } from '../domains/plans/schemas.ts';
import { registrationOperations } from '../domains/registration/operations.ts';
import { registrationSchemas } from '../domains/registration/schemas.ts';
import { remindersOperations } from '../domains/reminders/operations.ts';
import { remindersSchemas } from '../domains/reminders/schemas.ts';
import { salesOperations } from '../domains/sales/operations.ts';
import { salesSchemas } from '../domains/sales/schemas.ts';
import { staffPaymentsOperations } from '../domains/staff-payments/operations.ts';
import { staffPaymentsSchemas } from '../domains/staff-payments/schemas.ts';
import { subscriptionsOperations } from '../domains/subscriptions/operations.ts';
import { subscriptionsSchemas } from '../domains/subscriptions/schemas.ts';
import type { Operation } from './operation.ts';
import type { Named } from './schema.ts';

export type { Operation } from './operation.ts';

export const operations: Operation[] = [
  ...accountsOperations,
  ...beneficiariesOperations,
  ...formsOperations,
  ...harnessOperations,
  ...memberServicesOperations,
  ...plansOperations,
  ...headquartersOperations,
  ...paymentsOperations,
  ...appointmentsOperations,
  ...medicalRecordOperations,
  ...outboxOperations,
  ...cardsOperations,
  ...subscriptionsOperations,
  ...salesOperations,
  ...registrationOperations,
  ...staffPaymentsOperations,
  ...remindersOperations,
];

export const schemas: Named[] = [
  ...accountsSchemas,
  ...beneficiariesSchemas,
  ...formsSchemas,
  ...harnessSchemas,
  ...memberServicesSchemas,
  ...plansSchemas,
  ...headquartersSchemas,
  ...paymentsSchemas,
  ...appointmentsSchemas,
  ...medicalRecordSchemas,
  ...outboxSchemas,
  ...cardsSchemas,
  ...subscriptionsSchemas,
  ...salesSchemas,
  ...registrationSchemas,
  ...staffPaymentsSchemas,
  ...remindersSchemas,
];

export const tags = [
  { name: 'sandbox', description: 'Controles de prueba; no existen en producción' },
  { name: 'offers', description: 'Aliados y Ofertas: descuentos de empresas colaboradoras para afiliados' },
  { name: 'support', description: 'Ayuda y soporte: preguntas frecuentes y canales de contacto' },
  { name: 'pqr', description: 'Peticiones, quejas, reclamos y sugerencias de los afiliados' },
  { name: 'plans', description: 'Planes de afiliación que se pueden contratar' },
  { name: 'headquarters', description: 'Sedes: los centros médicos del proveedor' },
  {
    name: 'pagos',
    description:
      'Lo que se debe, los pagos, la pasarela de tarjeta, los acuerdos de pago y el pago en sede. Las peticiones que crean pagos llevan la cabecera Idempotency-Key (misma clave y mismo cuerpo: la misma respuesta guardada, aunque sea un error, con Idempotent-Replayed: true; misma clave con otro cuerpo: 422 idempotency_key_reused; misma clave mientras la primera sigue en curso: 409 idempotency_in_progress).',
  },
  {
    name: 'pasarela',
    description:
      'Pasarela de tarjeta alojada del sandbox (sustituto del botón de pagos de Bold): su propio origen, no admite marcos (frame-ancestors none).',
  },
  { name: 'citas', description: 'Citas médicas: horas libres, reservas temporales, citas' },
  { name: 'historia clínica', description: 'Consultas, recetas y resultados de la propia persona' },
  { name: 'carné', description: 'Carné de afiliación y su verificación pública' },
  { name: 'suscripción', description: 'Plan del titular, servicios complementarios, mejoras y ampliaciones' },
  { name: 'ventas', description: 'Equipo comercial: solo Vendedor (sus clientes) y Asesor (los de todos los asesores)' },
  { name: 'registration', description: 'Alta de titulares y registro de beneficiarios invitados' },
  {
    name: 'avisos',
    description:
      'Avisos con el consentimiento del afiliado: recordatorios de cita (24 h y 2 h antes), aviso de cobro (3 días antes del próximo cobro), pago rechazado, PQR respondida y beneficiario que acepta la invitación, por correo y por SMS. Por defecto: correo sí, SMS no. Cada mensaje lleva un enlace de baja de un solo uso que no pide iniciar sesión.',
  },
  {
    name: 'pagos del equipo comercial',
    description: 'Pagos que un Vendedor (sus clientes) o un Asesor (cualquiera) recibe en una sede: efectivo o datáfono',
  },
];
