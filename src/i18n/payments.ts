// Paying: what is owed, how to pay it, the card gateway's results, agreements, headquarters and Mis Pagos.
import { formatDate, formatMoney } from './format.ts';
import { remoteTexts } from './remote.ts';

export const euros = (cents: number): string => formatMoney(cents);

export const conceptNames: Record<string, string> = {
  first_payment: 'Primer pago',
  monthly_dues: 'Cuota',
  arrears: 'Cuota vencida',
  upgrade: 'Cambio de plan',
  extension: 'Servicios añadidos',
  agreement_instalment: 'Plazo del acuerdo de pago',
};

export const methodNames: Record<string, string> = {
  card: 'Tarjeta',
  site: 'Pago en sede',
  cash: 'Efectivo',
  pos: 'Datáfono',
};

export const paymentStatusNames: Record<string, string> = {
  created: 'Sin terminar',
  pending: 'Pendiente del banco',
  approved: 'Pagado',
  rejected: 'Rechazado',
  awaiting_confirmation: 'Pago en validación',
  cancelled: 'Sustituido',
};

export const commonTexts = {
  retry: remoteTexts.retry,
  loading: 'Cargando…',
  total: 'Total',
  back: 'Volver',
  home: 'Ir al inicio',
  period: (start: string, end: string) =>
    start === end ? `Vence el ${formatDate(start)}` : `Del ${formatDate(start)} al ${formatDate(end)}`,
  due: (date: string) => `Vence el ${formatDate(date)}`,
  loadError: 'No hemos podido cargar tus pagos',
  invalidSelection: 'Lo que ibas a pagar ya no está pendiente. Vuelve a la lista de pagos pendientes.',
  toPending: 'Ver mis pagos pendientes',
};

export const owedTexts = {
  title: 'Pagos pendientes',
  titles: { upgrade: 'Pagar el cambio de plan', extension: 'Pagar los servicios añadidos' } as Record<string, string>,
  subtitle: 'Esto es lo que tienes pendiente de pago.',
  listLabel: 'Cargos pendientes',
  arrearsNotice:
    'Tu suscripción tiene cuotas vencidas. Al pagarlas recuperas todos los servicios al momento; también puedes pagarlas en plazos.',
  continue: 'Elegir cómo pagar',
  emptyTitle: 'No tienes pagos pendientes',
  emptyMessage: 'Estás al día. Puedes consultar los pagos que ya has hecho en Mis Pagos.',
  myPayments: 'Ver Mis Pagos',
  validationTitle: 'Tienes un pago en sede en validación',
  validationMessage: (code: string, place: string) =>
    `Referencia ${code} en ${place}. Si ya la pagaste, espera a que la validemos; si pagas ahora de otra forma, la referencia se anulará.`,
};

export const methodTexts = {
  title: 'Cómo quieres pagar',
  subtitle: (amount: string) => `Vas a pagar ${amount}.`,
  listLabel: 'Métodos de pago',
  allLabel: 'Lo que vas a pagar',
  card: { title: 'Tarjeta', description: 'Débito o crédito, en la pasarela segura de nuestro banco. Al momento.' },
  agreement: {
    title: 'Acuerdo de pago',
    description: 'Paga tu deuda en 2 a 6 plazos mensuales y recupera los servicios desde el primero.',
  },
  site: { title: 'Pagar en una sede', description: 'Te damos una referencia para pagar en el mostrador de una de nuestras sedes.' },
};

export const boldTexts = {
  title: 'Pago con tarjeta',
  subtitle: 'Pagarás en la pasarela segura de nuestro banco, fuera de este portal.',
  explanation: 'Al pulsar el botón te llevamos a la pasarela. Cuando termines, volverás aquí y te diremos cómo ha ido el pago.',
  go: (amount: string) => `Ir a la pasarela y pagar ${amount}`,
  redirecting: 'Abriendo la pasarela de pago…',
  startErrorTitle: 'No hemos podido iniciar el pago',
  startError: 'No se te ha cobrado nada. Puedes volver a intentarlo: no se cobrará dos veces.',
  otherMethod: 'Elegir otro método',
};

export const resultTexts = {
  checking: 'Consultando el estado de tu pago…',
  checkError: 'No hemos podido consultar el estado de tu pago',
  checkErrorMessage: 'Tu pago no se ha perdido: vuelve a consultarlo en unos segundos.',
  missing: 'No sabemos a qué pago te refieres. Consulta tus pagos pendientes.',
  approvedTitle: '¡Pago completado!',
  approvedMessage: 'Hemos recibido tu pago. Tu suscripción está al día y ya puedes usar todos los servicios.',
  rejectedTitle: 'No se ha podido completar el pago',
  rejectedMessage: 'No se te ha cobrado nada.',
  cancelledReason: 'Este intento de pago se sustituyó por otro más reciente.',
  createdTitle: 'No has terminado el pago',
  createdMessage: 'Saliste de la pasarela antes de pagar. No se te ha cobrado nada.',
  pendingTitle: 'Pago pendiente',
  pendingMessage:
    'Tu banco todavía no ha confirmado el pago. Suele tardar unos minutos; te avisaremos por correo. No vuelvas a pagar mientras tanto.',
  pendingSignedOut: 'Inicia sesión para consultar el estado de tu pago.',
  login: 'Iniciar sesión',
  checkAgain: 'Comprobar de nuevo',
  retryCard: 'Reintentar con tarjeta',
  continueCard: 'Volver a la pasarela',
  otherMethod: 'Elegir otro método',
  receipt: 'Ver recibo',
  summaryLabel: 'Detalle del pago',
  amount: 'Importe',
  concept: 'Concepto',
  method: 'Método',
  date: 'Fecha',
  reference: 'Referencia',
  paymentNumber: 'N.º de pago',
  reason: 'Motivo',
  card: (brand: string, last4: string) => `${brand} acabada en ${last4}`,
};

export const agreementTexts = {
  title: 'Acuerdo de pago',
  subtitle: (amount: string) => `Paga tu deuda de ${amount} en plazos mensuales.`,
  choose: 'Número de plazos',
  option: (count: number, amount: string) => `${count} plazos · primero de ${amount}`,
  schedule: 'Calendario de pagos',
  number: 'Plazo',
  date: 'Fecha',
  amount: 'Importe',
  accept: 'Aceptar el acuerdo y pagar el primer plazo',
  terms:
    'Al aceptar, tus cuotas vencidas se sustituyen por estos plazos. Recuperas los servicios al pagar el primero; si un plazo queda sin pagar, la cuenta vuelve a quedar en mora.',
  chooseFirst: 'Elige el número de plazos para ver el calendario.',
  refused: 'No podemos ofrecerte un acuerdo de pago ahora',
  createErrorTitle: 'No hemos podido crear el acuerdo',
  createError: 'Puedes volver a intentarlo: no se creará dos veces.',
};

export const siteTexts = {
  title: 'Pagar en una sede',
  subtitle: (amount: string) => `Te damos una referencia para pagar ${amount} en el mostrador.`,
  headquarters: 'Sede',
  placeholder: 'Elige una sede',
  hint: 'Solo aparecen las sedes con caja para pagar cuotas.',
  required: 'Elige la sede donde vas a pagar.',
  get: 'Obtener la referencia de pago',
  createErrorTitle: 'No hemos podido crear la referencia',
  createError: 'Puedes volver a intentarlo: no se creará dos veces.',
  referenceTitle: 'Tu referencia de pago',
  instructions: 'Enseña esta referencia en el mostrador de la sede. Puedes pagar con tarjeta o en efectivo.',
  code: 'Código',
  number: 'Número de referencia',
  amount: 'Importe',
  expires: 'Válida hasta',
  place: 'Sede',
  validation: 'Pago en validación',
  validationMessage: 'Cuando pagues, validaremos el pago y tu cuenta se activará. No hace falta que hagas nada más.',
  another: 'Pagar en otra sede',
  hqError: 'No hemos podido cargar las sedes',
};

export const myPaymentsTexts = {
  title: 'Mis Pagos',
  subtitle: 'Los pagos de tu suscripción.',
  listLabel: 'Pagos realizados',
  emptyTitle: 'Todavía no tienes pagos',
  emptyMessage: 'Cuando pagues tu suscripción, verás aquí cada pago con su recibo.',
  emptyBeneficiary: 'Los pagos de tu plan los hace tu titular.',
  row: (date: string, method: string) => `${date} · ${method}`,
  receiptTitle: 'Recibo de pago',
  print: 'Imprimir recibo',
  provider: 'Portal de afiliados · Recibo',
  payer: 'Titular',
  receiptNumber: 'N.º de recibo',
  status: 'Estado',
  notFound: 'No encontramos ese pago entre los tuyos.',
  backToList: 'Volver a Mis Pagos',
};
