// Which result screen shows a payment in a given state: the address follows the sandbox's answer, not the
// gateway's query string.
import type { PaymentStatus } from './api/types.ts';
import { paymentPaths } from '../../core/routing/paths.ts';

export const ORDER_PARAM = 'bold-order-id';

export function resultPath(status: PaymentStatus): string {
  if (status === 'approved') return paymentPaths.approval;
  if (status === 'pending') return paymentPaths.pending;
  return paymentPaths.rejected;
}

export const orderOf = (search: string): string => new URLSearchParams(search).get(ORDER_PARAM) ?? '';

export const resultAddress = (status: PaymentStatus, orderId: string): string =>
  `${resultPath(status)}?${ORDER_PARAM}=${encodeURIComponent(orderId)}`;
