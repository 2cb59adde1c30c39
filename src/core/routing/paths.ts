// The portal's addresses, one source (docs/specification.md, section 2): the screens' routes
// (features/<area>/routes.ts), the side menu's table (access/menu-items.ts), the screens' links and redirects, and
// code that navigates all take them from here; an address written anywhere else in src/features fails
// scripts/check-imports.mjs. An address with a part that changes is a typed builder carrying its route pattern as
// `.path` (bulletproof-react's `{ path, getHref }`, called as the href): `paths.pqr.path` is '/home/pqr/:id',
// `paths.pqr(id)` its link. A link inside an area's nested router is either relative to it (`withinArea(...)`) or
// absolute, `~${...}` (wouter).
const encode = encodeURIComponent;

/** A builder of an address that also names the route pattern its screen is registered under. */
export type Address<A extends unknown[]> = ((...parts: A) => string) & { readonly path: string };

/** `address('/home/pqr/:id', (id) => ...)`: the builder, with its pattern as `.path`. */
const address = <A extends unknown[]>(path: string, build: (...parts: A) => string): Address<A> => Object.assign(build, { path });

const AREA = /^\/(home|auth|public)(?=\/|\?|$)/;

/**
 * An address as a link inside its own area's nested router sees it ('/home/citas/proximas' -> '/citas/proximas'),
 * and a screen's route pattern as its area registers it (app/routes/feature-routes.ts).
 */
export const withinArea = (address: string): string => address.replace(AREA, '') || '/';

export const paths = {
  root: '/',
  home: '/home',
  auth: '/auth',
  public: '/public',
  login: '/auth/login',
  welcome: '/auth/welcome',
  register: '/auth/register',
  switchPerson: '/auth/switch',
  /** After the e-mail confirmation: the name greets the new holder. */
  endRegistration: address('/auth/end-registration', (name: string) => `/auth/end-registration?name=${encode(name)}`),
  plans: '/auth/plans',
  registrationForm: '/auth/registration-form',
  /** The registration form at its code step. */
  registrationStep: (step: string) => `/auth/registration-form?paso=${encode(step)}`,
  pleaseConfirm: '/auth/pleaseConfirmRegistration',
  confirm: '/auth/confirm',
  /** The spec's invitation link, with the holder's name or without it. */
  invite: address('/public/invite/:name/:id', (name: string, id: string) => `/public/invite/${encode(name)}/${encode(id)}`),
  /** What the portal sends as `invitation_url`, after its origin: the server builds the link on it (issue 28). */
  invitePrefix: '/public/invite/',
  /** A caregiver's invitation link (issue 31): the server builds it with a random token. */
  caregiverInvitation: address('/public/caregiver/:token', (token: string) => `/public/caregiver/${encode(token)}`),
  inviteById: address('/public/invite/:id', (id: string) => `/public/invite/${encode(id)}`),
  appointmentsIndex: '/home/citas',
  appointments: '/home/citas/agendar',
  upcomingAppointments: '/home/citas/proximas',
  pastAppointments: '/home/citas/pasadas',
  cancelAppointment: address('/home/citas/:id/cancelar', (id: string) => `/home/citas/${encode(id)}/cancelar`),
  rescheduleAppointment: address('/home/citas/:id/cambiar', (id: string) => `/home/citas/${encode(id)}/cambiar`),
  supportIndex: '/home/support',
  /** Any other address under support/ lands on its index. */
  supportRest: '/home/support/*',
  support: '/home/support/questions',
  contact: '/home/support/contact',
  pqrs: '/home/pqr',
  newPqr: '/home/pqr/new',
  pqr: address('/home/pqr/:id', (id: string, query = '') => `/home/pqr/${encode(id)}${query}`),
  myPayments: '/home/myPayments',
  profile: '/home/pacientes',
  reminders: '/home/pacientes/avisos',
  /** The unsubscribe link of a message: public, no session. */
  unsubscribe: '/public/avisos/baja',
  card: '/home/carne',
  medicalRecord: '/home/medical-record',
  medicalHistory: '/home/medical-record/medical-history',
  /** One entry of the history; `search` keeps the list's filters for the way back. */
  medicalEntry: address(
    '/home/medical-record/medical-history/:id',
    (id: string, search = '') => `/home/medical-record/medical-history/${encode(id)}${search ? `?${search}` : ''}`,
  ),
  /** The spec's 'subscription' child route: it opens the summary. */
  subscriptionIndex: '/home/subscription',
  subscription: '/home/subscription/resumen',
  services: '/home/benefits',
  salesSummary: '/home/mySales/advisorSummary',
  clients: '/home/mySales/admin',
  headquarters: '/home/headquarters',
  pay: '/home/payments/client',
  // new:area and new:screen add the next address here
} as const;

/** The sales screens of Vendedor and Asesor. */
export const salePaths = {
  /** customerInformation/{type}/{id}: the one type the portal opens. */
  customerType: 'sale',
  /** mySales/{type}. */
  mySalesTypes: { advisorSummary: 'advisorSummary', admin: 'admin' },
  register: '/home/registerSale',
  /** mySales/{type}: the summary or the admin list (paths.salesSummary, paths.clients). */
  mySales: address('/home/mySales/:type', (type: string) => `/home/mySales/${encode(type)}`),
  registered: address('/home/registeredSale', (saleId: string) => `/home/registeredSale?sale=${encode(saleId)}`),
  customer: address('/home/customerInformation/:type/:id', (id: string) => `/home/customerInformation/sale/${encode(id)}`),
  /** The public page the welcome e-mail links to, where a sold customer chooses their password. */
  welcome: '/public/welcome',
} as const;

/** The payments area: a member's own payments, and staff taking a payment for a customer. */
export const paymentPaths = {
  /** What is owed for a module (client, upgrade, extension), chosen before paying. */
  owed: address('/home/payments/:module', (module: string) => `/home/payments/${module}`),
  method: '/home/paymentMethod',
  bold: '/home/payment-bold',
  approval: '/home/paymentApproval',
  rejected: '/home/paymentRejected',
  pending: '/public/payment-pending',
  agreements: '/home/payment-agreements',
  site: '/home/sitePayment',
  myPayments: paths.myPayments,
  receipt: address(`${paths.myPayments}/:id`, (id: string) => `${paths.myPayments}/${id}`),
  staffSite: '/home/paymentSite',
  staffCash: '/home/paymentCash',
  staffPos: '/home/paymentPOS',
  staffReceipt: address('/home/registeredPayment', (id: string) => `/home/registeredPayment?payment=${encode(id)}`),
  /** A sale's first payment taken in cash or at a card terminal; the screen comes back to registeredSale. */
  staffAt: (method: 'cash' | 'pos', customerId: string, headquartersId: string, saleId: string) =>
    `/home/${method === 'cash' ? 'paymentCash' : 'paymentPOS'}?${new URLSearchParams({ customer: customerId, hq: headquartersId, sale: saleId })}`,
  /** Staff sending a customer to pay at a site, for a sale or for what the customer owes. */
  staffSiteFor: (customerId: string, saleId?: string) =>
    `/home/paymentSite?${new URLSearchParams(saleId ? { customer: customerId, sale: saleId } : { customer: customerId })}`,
} as const;

/** The subscription screens: the summary, the two changes and the payment of each. */
export const subscriptionPaths = {
  summary: paths.subscription,
  upgrade: '/home/subscription/upgradeSubscription',
  extension: '/home/subscription/extendedSubscription',
  payUpgrade: paymentPaths.owed('upgrade'),
  payExtension: paymentPaths.owed('extension'),
} as const;
