// The payments area's addresses (docs/specification.md, section 2).
export const paymentPaths = {
  owed: (module: string) => `/home/payments/${module}`,
  method: '/home/paymentMethod',
  bold: '/home/payment-bold',
  approval: '/home/paymentApproval',
  rejected: '/home/paymentRejected',
  pending: '/public/payment-pending',
  agreements: '/home/payment-agreements',
  site: '/home/sitePayment',
  myPayments: '/home/myPayments',
  receipt: (id: string) => `/home/myPayments/${id}`,
} as const;
