// The machine-readable list of operations: one module per domain (<domain>/operations.ts, with its schemas in
// schemas.ts beside it), each listed here once. Method, path, parameters, bodies, answers, who may call them and
// a valid example: /openapi.json is written from it (openapi.ts), the sandbox checks requests and (on demand)
// responses with it (check.ts), and the conformance kit (conformance/) runs it against any server.
import { accountsOperations } from './accounts/operations.ts';
import { accountsSchemas } from './accounts/schemas.ts';
import { beneficiariesOperations } from './beneficiaries/operations.ts';
import { beneficiariesSchemas } from './beneficiaries/schemas.ts';
import { formsOperations } from './forms/operations.ts';
import { formsSchemas } from './forms/schemas.ts';
import { harnessOperations } from './harness/operations.ts';
import { harnessSchemas } from './harness/schemas.ts';
import { appointmentsOperations } from './appointments/operations.ts';
import { appointmentsSchemas } from './appointments/schemas.ts';
import { caregiversOperations } from './caregivers/operations.ts';
import { caregiversSchemas } from './caregivers/schemas.ts';
import { withCaregiverRefusals } from './caregivers/scope.ts';
import { withThrottleAnswers } from './throttle-answers.ts';
import { cardsOperations } from './cards/operations.ts';
import { cardsSchemas } from './cards/schemas.ts';
import { headquartersOperations } from './headquarters/operations.ts';
import { headquartersSchemas } from './headquarters/schemas.ts';
import { medicalRecordOperations } from './medical-record/operations.ts';
import { medicalRecordSchemas } from './medical-record/schemas.ts';
import { memberServicesOperations } from './member-services/operations.ts';
import { memberServicesSchemas } from './member-services/schemas.ts';
import { outboxOperations } from './outbox/operations.ts';
import { outboxSchemas } from './outbox/schemas.ts';
import { paymentsOperations } from './payments/operations.ts';
import { paymentsSchemas } from './payments/schemas.ts';
import { plansOperations } from './plans/operations.ts';
import { plansSchemas } from './plans/schemas.ts';
import { registrationOperations } from './registration/operations.ts';
import { registrationSchemas } from './registration/schemas.ts';
import { remindersOperations } from './reminders/operations.ts';
import { remindersSchemas } from './reminders/schemas.ts';
import { salesOperations } from './sales/operations.ts';
import { salesSchemas } from './sales/schemas.ts';
import { staffPaymentsOperations } from './staff-payments/operations.ts';
import { staffPaymentsSchemas } from './staff-payments/schemas.ts';
import { subscriptionsOperations } from './subscriptions/operations.ts';
import { subscriptionsSchemas } from './subscriptions/schemas.ts';
import type { Operation } from './operation.ts';
import type { Named } from './schema.ts';

export type { Operation } from './operation.ts';

/** Every operation as its domain declares it, each with its literal method and path. */
const declared = [
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
  ...caregiversOperations,
];

/** One declared operation, with its literal method and path: the sandbox types its handlers from these (bind.ts). */
export type DeclaredOperation = (typeof declared)[number];

// Each with the 403 a caregiver's acting token may get (caregivers/scope.ts) and the 429 of its throttles (throttle.ts).
export const operations: Operation[] = withThrottleAnswers(withCaregiverRefusals(declared));

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
  ...caregiversSchemas,
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
