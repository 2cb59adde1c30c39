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
  staffSite: '/home/paymentSite',
  staffCash: '/home/paymentCash',
  staffPos: '/home/paymentPOS',
  staffReceipt: (id: string) => `/home/registeredPayment?payment=${encodeURIComponent(id)}`,
  /** The sales area's registeredSale (features/sales builds it); a payment taken from a sale returns there. */
  registeredSale: (saleId: string) => `/home/registeredSale?sale=${encodeURIComponent(saleId)}`,
  /** The sales area's customer file: customerInformation/{type}/{id}, type 'sale' (features/sales/paths.ts). */
  customerFile: (id: string) => `/home/customerInformation/sale/${encodeURIComponent(id)}`,
} as const;
