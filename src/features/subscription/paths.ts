// Where the subscription screens send people: absolute (~), since the area's screens live under /home.
export const subscriptionPaths = {
  summary: '~/home/subscription/resumen',
  upgrade: '~/home/subscription/upgradeSubscription',
  extension: '~/home/subscription/extendedSubscription',
  payUpgrade: '~/home/payments/upgrade',
  payExtension: '~/home/payments/extension',
} as const;
