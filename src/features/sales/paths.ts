// The sales screens' addresses (spec section 2), in one place for links and navigation.
export const SALE_CUSTOMER_TYPE = 'sale';
export const MY_SALES_TYPES = { advisorSummary: 'advisorSummary', admin: 'admin' } as const;

export const customerPath = (id: string) => `/home/customerInformation/${SALE_CUSTOMER_TYPE}/${encodeURIComponent(id)}`;

export const REGISTER_SALE_PATH = '/home/registerSale';
export const registeredSalePath = (saleId: string) => `/home/registeredSale?sale=${encodeURIComponent(saleId)}`;

/** The staff payment screens (features/payments): they take the first payment and come back to registeredSale. */
export function staffPaymentPath(method: 'cash' | 'pos', customerId: string, headquartersId: string, saleId: string): string {
  const query = new URLSearchParams({ customer: customerId, hq: headquartersId, sale: saleId });
  return `/home/${method === 'cash' ? 'paymentCash' : 'paymentPOS'}?${query}`;
}

export const paymentSitePath = (customerId: string, saleId?: string): string =>
  `/home/paymentSite?${new URLSearchParams(saleId ? { customer: customerId, sale: saleId } : { customer: customerId })}`;

/** The public page the welcome e-mail links to, where a sold customer chooses their password. */
export const WELCOME_PATH = '/public/welcome';
