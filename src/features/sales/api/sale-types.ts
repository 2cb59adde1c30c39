// The shapes of a registered sale (POST /sales, GET /sales/{id}): the contract's types
// (contract/sales/schemas.ts), declared once.
import type { SaleConfirmation } from '#contract/sales/schemas.ts';

export type RegisteredSale = SaleConfirmation;
export type SalePaymentMethod = NonNullable<SaleConfirmation['payment_method']>;
/** The counter reference of a 'site' sale while it can still be paid with it. */
export type SaleSiteReference = NonNullable<SaleConfirmation['payment']['site']>;
