// Registering a staff payment: one request at a time from the screen, with the attempt's Idempotency-Key, so a
// double click, a reload during the request or a retry after a dropped connection registers one payment.
import { useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../core/errors/error-message.ts';
import { registerStaffPayment } from './api/register-staff-payment.ts';
import type { StaffPayment, StaffPaymentInput } from './api/staff-types.ts';
import { attemptKey, endAttempts } from './attempt-key.ts';

export interface SendFailure {
  message: string;
  /** The server's Spanish message per field (422), to show beside the field. */
  fields: Record<string, string>;
}

/** Named by everything the body holds: another amount or voucher is another attempt with another key. */
export const staffAttemptScope = (input: StaffPaymentInput): string =>
  [
    'staff',
    input.customer_id,
    input.headquarters_id,
    input.sale_id ?? '',
    input.method,
    input.method === 'cash' ? input.amount_received_cents : `${input.pos_voucher}/${input.card_last4 ?? ''}`,
  ].join(':');

export function useRegisterStaffPayment(onRegistered: (payment: StaffPayment) => void) {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<SendFailure | null>(null);

  const send = async (input: StaffPaymentInput) => {
    if (busy.current) return; // a double click while the first request runs
    busy.current = true;
    setRunning(true);
    setFailure(null);
    try {
      const payment = await registerStaffPayment(input, attemptKey(staffAttemptScope(input)));
      endAttempts();
      onRegistered(payment);
    } catch (error) {
      const fields = error instanceof ApiError ? ((error.data as { fields?: Record<string, string> } | undefined)?.fields ?? {}) : {};
      setFailure({ message: errorMessage(error), fields });
      busy.current = false;
      setRunning(false);
    }
  };
  return { send, running, failure };
}
