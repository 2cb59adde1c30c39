export type StaffPaymentMethod = 'cash' | 'pos';

/** A payment a Vendedor or Asesor took at a headquarters: it settles every open charge of the customer. */
export interface StaffPayment {
  id: string;
  receipt_number: string;
  customer_id: string;
  charge_ids: string[];
  amount_cents: number;
  currency: 'EUR';
  method: StaffPaymentMethod;
  headquarters_id: string;
  /** Cash: what the customer handed over; the change is amount_received - amount. */
  amount_received_cents: number | null;
  /** Card terminal: the voucher number printed by the terminal. */
  pos_voucher: string | null;
  /** Card terminal: the card's last four digits, when the staff member typed them. */
  card_last4: string | null;
  /** The sale the payment completes, when it was taken from registerSale. */
  sale_id: string | null;
  registered_by: string;
  created_at: string;
}

export interface StaffPaymentsState {
  /** The payments sales staff took at a headquarters' counter. */
  staffPayments: StaffPayment[];
}

export const staffPaymentsState = (): StaffPaymentsState => ({ staffPayments: [] });
