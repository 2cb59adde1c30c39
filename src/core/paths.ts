// The portal's addresses, one source (docs/specification.md, section 2): the side menu's table
// (access/menu-items.ts), the screens' links and redirects, and code that navigates all take them from here.
// Each area registers the screens behind them in features/<area>/routes.ts, relative to its root.
export const paths = {
  root: '/',
  home: '/home',
  auth: '/auth',
  login: '/auth/login',
  welcome: '/auth/welcome',
  register: '/auth/register',
  switchPerson: '/auth/switch',
  appointments: '/home/citas/agendar',
  support: '/home/support/questions',
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
