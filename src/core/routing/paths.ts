// The portal's addresses, one source (docs/specification.md, section 2): the side menu's table
// (access/menu-items.ts), the screens' links and redirects, and code that navigates all take them from here; an
// address written anywhere else fails scripts/check-imports.mjs. An address with a part that changes is a typed
// builder. Each area registers the screens behind them in features/<area>/routes.ts, relative to its root. Inside
// an area's nested router a link to another area is absolute: `~${...}` (wouter).
const encode = encodeURIComponent;

export const paths = {
  root: '/',
  home: '/home',
  auth: '/auth',
  public: '/public',
  login: '/auth/login',
  welcome: '/auth/welcome',
  register: '/auth/register',
  switchPerson: '/auth/switch',
  appointments: '/home/citas/agendar',
  support: '/home/support/questions',
  pqr: (id: string) => `/home/pqr/${encode(id)}`,
  myPayments: '/home/myPayments',
  profile: '/home/pacientes',
  reminders: '/home/pacientes/avisos',
  card: '/home/carne',
  medicalHistory: '/home/medical-record/medical-history',
  subscription: '/home/subscription/resumen',
  services: '/home/benefits',
  salesSummary: '/home/mySales/advisorSummary',
  clients: '/home/mySales/admin',
  headquarters: '/home/headquarters',
  pay: '/home/payments/client',
} as const;

/** The sales screens of Vendedor and Asesor. */
export const salePaths = {
  /** customerInformation/{type}/{id}: the one type the portal opens. */
  customerType: 'sale',
  /** mySales/{type}. */
  mySalesTypes: { advisorSummary: 'advisorSummary', admin: 'admin' },
  register: '/home/registerSale',
  registered: (saleId: string) => `/home/registeredSale?sale=${encode(saleId)}`,
  customer: (id: string) => `/home/customerInformation/sale/${encode(id)}`,
  /** The public page the welcome e-mail links to, where a sold customer chooses their password. */
  welcome: '/public/welcome',
} as const;

/** The payments area: a member's own payments, and staff taking a payment for a customer. */
export const paymentPaths = {
  /** What is owed for a module (client, upgrade, extension), chosen before paying. */
  owed: (module: string) => `/home/payments/${module}`,
  method: '/home/paymentMethod',
  bold: '/home/payment-bold',
  approval: '/home/paymentApproval',
  rejected: '/home/paymentRejected',
  pending: '/public/payment-pending',
  agreements: '/home/payment-agreements',
  site: '/home/sitePayment',
  myPayments: paths.myPayments,
  receipt: (id: string) => `${paths.myPayments}/${id}`,
  staffSite: '/home/paymentSite',
  staffCash: '/home/paymentCash',
  staffPos: '/home/paymentPOS',
  staffReceipt: (id: string) => `/home/registeredPayment?payment=${encode(id)}`,
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
