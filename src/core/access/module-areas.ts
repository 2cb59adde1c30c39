// The part of /home each menu module owns: its guard closes every address under it (module-access.ts). Apart from
// paths.ts because only the menu table needs it, and paths.ts is in the first bundle.
export const moduleAreas = {
  appointments: '/home/citas',
  support: '/home/support',
  myPayments: '/home/myPayments',
  profile: '/home/pacientes',
  card: '/home/carne',
  medicalRecord: '/home/medical-record',
  subscription: '/home/subscription',
  benefits: '/home/benefits',
  salesSummary: '/home/mySales/advisorSummary',
  clients: '/home/mySales/admin',
  headquarters: '/home/headquarters',
} as const;
