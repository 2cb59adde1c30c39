// Starting a payment: one request at a time from this screen, with the attempt's Idempotency-Key, so however
// the member (or the network) repeats it, the sandbox holds one payment.
import { useRef, useState } from 'react';
import { recordAudit } from '../../core/http/audit.ts';
import { errorMessage } from '../../core/errors/error-message.ts';
import { createPayment, type PaymentInput } from './api/create-payment.ts';
import type { Payment } from './api/types.ts';
import { attemptKey } from './attempt-key.ts';

export function useStartPayment(onCreated: (payment: Payment) => Promise<void> | void) {
  const busy = useRef(false);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async (input: PaymentInput, scope: string) => {
    if (busy.current) return; // a double click while the first request runs
    busy.current = true;
    setRunning(true);
    setError(null);
    try {
      const payment = await createPayment(input, attemptKey(scope));
      void recordAudit('payment_started', { payment_id: payment.id, method: payment.method, amount_cents: payment.amount_cents });
      await onCreated(payment);
    } catch (failure) {
      setError(errorMessage(failure));
      busy.current = false;
      setRunning(false);
    }
  };
  return { start, running, error };
}
