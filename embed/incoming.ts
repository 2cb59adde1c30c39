// The portal's notices are data from another origin: only well-formed values reach the host's listeners.
import type { EmbedEvents } from './types.ts';

export function readFormWindow(value: unknown): EmbedEvents['form-window'] | null {
  const { title, icon } = (value ?? {}) as { title?: unknown; icon?: unknown };
  if (typeof title !== 'string' || !title.trim() || typeof icon !== 'string') return null;
  try {
    const url = new URL(icon);
    return /^https?:$/.test(url.protocol) ? { title: title.trim().slice(0, 120), icon: url.href } : null;
  } catch {
    return null;
  }
}

export function readSize(value: unknown): EmbedEvents['resize'] | null {
  const { width, height } = (value ?? {}) as { width?: unknown; height?: unknown };
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return ok(width) && ok(height) ? { width, height } : null;
}

// Which fields each outcome carries; anything else the portal might send is dropped, not passed on.
const outcomeFields: Record<string, string> = {
  'registration-completed': '',
  'payment-completed': 'ra',
  'payment-pending': 'ra',
  'payment-failed': 'ra',
  'appointment-booked': 'r',
  'appointment-cancelled': 'r',
  'form-submitted': '',
};

/** An outcome as an event name and its detail, or null when it is not one of the contract's. */
export function readOutcome(value: unknown): [keyof EmbedEvents, { reference?: string; amount?: number }] | null {
  const { type, reference, amount } = (value ?? {}) as { type?: unknown; reference?: unknown; amount?: unknown };
  const fields = typeof type === 'string' && Object.hasOwn(outcomeFields, type) ? outcomeFields[type]! : null;
  if (fields === null) return null;
  const detail: { reference?: string; amount?: number } = {};
  if (fields.includes('r')) {
    // An opaque id: short, and no room for a sentence (or a diagnosis) to ride along.
    if (typeof reference !== 'string' || !/^[\w.:-]{1,64}$/.test(reference)) return null;
    detail.reference = reference;
  }
  if (fields.includes('a')) {
    if (!Number.isSafeInteger(amount) || (amount as number) < 0) return null;
    detail.amount = amount as number;
  }
  return [type as keyof EmbedEvents, detail];
}
