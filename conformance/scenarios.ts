// The scenarios ("escenarios") of the kit, in the order they run, and what runs before the examples: the sandbox
// back to its seed (only against the sandbox) and the sign-in calls. A scenario runs when the list of operations
// the kit was given has one of those it covers; it may call others on the way (a list to choose from).
import type { Operation } from '../contract/operation.ts';
import { appointments, clinicalDocument } from './care-scenarios.ts';
import { cardVerification, videoRoom } from './capability-scenarios.ts';
import { caregivers } from './caregiver-scenarios.ts';
import type { Client } from './client.ts';
import type { Outcome } from './kit-types.ts';
import { beneficiaries, fromOutbox, profileForm, signUp } from './member-scenarios.ts';
import { cardPayment, paymentAgreement, sitePayment, subscriptionChange } from './payment-scenarios.ts';
import { sale } from './sales-scenarios.ts';
import { sessionLifetime, sessions } from './session-scenarios.ts';
import { signIn } from './signin.ts';
import { operation, Scenario } from './steps.ts';

const CONTROL = 'solo en el sandbox: un control de prueba';

/** The one-click unsubscribe, with the link of a notice the sandbox sent (here, the beneficiary's acceptance). */
async function unsubscribe(sc: Scenario): Promise<void> {
  await fromOutbox(
    sc,
    'link',
    {},
    (message) => message.metadata.unsubscribe_token,
    'el enlace de baja llega en un aviso (correo o SMS) a la persona: el kit solo lo lee en el buzón del sandbox',
  );
  await sc.step('POST /notifications/unsubscribe', { gives: ['used'] }, async () => {
    const token = sc.need<string>('link');
    await sc.check({ op: 'POST /notifications/unsubscribe', as: null, body: { token }, status: 200 });
    sc.set('used', { token });
  });
  await sc.step('POST /notifications/unsubscribe', { label: 'segundo uso' }, async () => {
    const { token } = sc.need<{ token: string }>('used');
    await sc.check({
      op: 'POST /notifications/unsubscribe',
      as: null,
      body: { token },
      status: 200,
      expect: (r) => ((r.json as { already?: boolean }).already === true ? [] : ['un enlace ya usado no responde already: true']),
    });
  });
  await sc.step('POST /notifications/unsubscribe', { label: 'enlace desconocido' }, async () => {
    await sc.check({
      op: 'POST /notifications/unsubscribe',
      as: null,
      body: { token: 'kit-enlace-inexistente' },
      status: 404,
    });
  });
}

/** Last, against the sandbox: the token shape back to its default, and the clock a minute on. */
async function sandboxControls(sc: Scenario): Promise<void> {
  await sc.step('POST /__sandbox/token-shape', { sandboxOnly: CONTROL }, async () => {
    await sc.check({ op: 'POST /__sandbox/token-shape', as: null, body: { shape: 'sandbox' }, status: 200 });
  });
  await sc.step('POST /__sandbox/clock', { sandboxOnly: CONTROL }, async () => {
    await sc.check({ op: 'POST /__sandbox/clock', as: null, body: { advanceMinutes: 1 }, status: 200 });
  });
}

interface Plan {
  title: string;
  covers: string[];
  run: (sc: Scenario) => Promise<void>;
}

export const scenarios: Plan[] = [
  {
    title: 'citas',
    covers: [
      'GET /appointment-slots',
      'POST /appointment-holds',
      'DELETE /appointment-holds/{id}',
      'POST /appointments',
      'POST /appointments/{id}/reschedule',
      'POST /appointments/{id}/cancellation',
    ],
    run: appointments,
  },
  { title: 'videoconsulta', covers: ['POST /appointments', 'GET /appointments/{id}'], run: videoRoom },
  { title: 'carné', covers: ['GET /cards/verify/{memberNumber}'], run: cardVerification },
  { title: 'documento clínico', covers: ['GET /medical-record/documents/{token}'], run: clinicalDocument },
  {
    title: 'beneficiarios',
    covers: [
      'POST /beneficiaries',
      'PUT /beneficiaries/{id}',
      'PATCH /beneficiaries/{id}/disable',
      'PATCH /beneficiaries/{id}/enable',
      'DELETE /beneficiaries/{id}',
      'POST /otp/verification',
      'GET /invitations/{id}',
      'POST /invitations/{id}/otp',
      'POST /invitations/{id}/acceptance',
    ],
    run: beneficiaries,
  },
  { title: 'formulario de perfil', covers: ['PUT /forms/{formId}/versions/latest/values/{customerId}'], run: profileForm },
  { title: 'alta de titular', covers: ['POST /customers', 'POST /customers/confirmations'], run: signUp },
  // Before the payments: against another server, the change's open charge is what the card payment pays.
  {
    title: 'cambio de plan',
    covers: ['POST /subscriptions/{customerId}/changes', 'POST /__sandbox/charges/{id}/settle'],
    run: subscriptionChange,
  },
  { title: 'pago con tarjeta', covers: ['POST /payments', 'GET /gateway/checkout/{order}'], run: cardPayment },
  { title: 'pago en sede', covers: ['POST /payments', 'POST /__sandbox/site-payments/{reference}/confirm'], run: sitePayment },
  { title: 'acuerdo de pago', covers: ['POST /payment-agreements', 'GET /payment-agreements/{id}'], run: paymentAgreement },
  {
    title: 'venta',
    covers: [
      'POST /sales',
      'POST /sales/customers/{id}/welcome',
      'GET /welcome/{token}',
      'POST /staff-payments',
      'GET /staff-payments/{id}',
    ],
    run: sale,
  },
  { title: 'baja de avisos', covers: ['POST /notifications/unsubscribe'], run: unsubscribe },
  {
    title: 'cuidadores',
    covers: [
      'POST /caregivers/grants',
      'PATCH /caregivers/grants/{id}',
      'DELETE /caregivers/grants/{id}',
      'GET /caregivers/invitations/{token}',
      'POST /caregivers/invitations/{token}/otp',
      'POST /caregivers/invitations/{token}/acceptance',
      'POST /caregivers/acting',
    ],
    run: caregivers,
  },
  { title: 'sesiones', covers: ['POST /oauth2/revoke'], run: sessions },
  { title: 'sandbox', covers: ['POST /__sandbox/token-shape', 'POST /__sandbox/clock'], run: sandboxControls },
];

/**
 * After everything else, the throttles' probes included (kit.ts): it moves the sandbox's clock past a session's
 * lifetime, which ends every session the kit holds.
 */
export const closingScenarios: Plan[] = [{ title: 'sesiones', covers: ['POST /oauth2/revoke'], run: sessionLifetime }];

/** Before the examples: the sandbox back to its seed (a repeatable run), then the sign-in calls, checked. */
export async function startScenarios(client: Client, outcomes: Outcome[]): Promise<void> {
  client.tokenOperation = operation('POST /oauth2/token');
  if (client.options.sandbox) {
    const sc = new Scenario('sandbox', client, outcomes);
    await sc.step('POST /__sandbox/reset', { sandboxOnly: CONTROL }, async () => {
      await sc.check({ op: 'POST /__sandbox/reset', as: null, status: 200 });
    });
  }
  await signIn(new Scenario('inicio de sesión', client, outcomes));
}

export async function runScenarios(client: Client, outcomes: Outcome[], operations: Operation[], plans = scenarios): Promise<void> {
  const given = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
  for (const plan of plans) {
    if (plan.covers.some((key) => given.has(key))) await plan.run(new Scenario(plan.title, client, outcomes));
  }
}
