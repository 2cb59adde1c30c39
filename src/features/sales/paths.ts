// The sales screens' addresses (spec section 2), in one place for links and navigation.
export const SALE_CUSTOMER_TYPE = 'sale';
export const MY_SALES_TYPES = { advisorSummary: 'advisorSummary', admin: 'admin' } as const;

export const customerPath = (id: string) => `/home/customerInformation/${SALE_CUSTOMER_TYPE}/${encodeURIComponent(id)}`;
