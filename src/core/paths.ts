// The portal addresses that code sends people to (spec sections 2 and 4). The side menu's routes are the
// spec's table, in app/menu/menu-items.ts, and use these where the two meet.
export const paths = {
  home: '/home',
  auth: '/auth',
  login: '/auth/login',
  switchPerson: '/auth/switch',
  profile: '/home/pacientes',
  pay: '/home/payments/client',
  services: '/home/benefits',
  subscription: '/home/subscription/resumen',
  support: '/home/support/questions',
} as const;
