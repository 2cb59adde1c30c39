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

/** An error report: the contract's five fields, short strings, nothing else passed on. */
export function readErrorReport(value: unknown): EmbedEvents['error'] | null {
  const { kind, where, error, message, path } = (value ?? {}) as Record<string, unknown>;
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  if (kind !== 'render' && kind !== 'chunk' && kind !== 'data') return null;
  return { kind, where: text(where, 40), error: text(error, 40), message: text(message, 200), path: text(path, 200) };
}

export function readSize(value: unknown): EmbedEvents['resize'] | null {
  const { width, height } = (value ?? {}) as { width?: unknown; height?: unknown };
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return ok(width) && ok(height) ? { width, height } : null;
}

/**
 * An outcome as an event name and its detail, or null when it is not one of the contract's. Only the fields of
 * its type are passed on: payments carry a reference and an amount in cents, appointments a reference.
 */
export function readOutcome(value: unknown): [keyof EmbedEvents, { reference?: string; amount?: number }] | null {
  const { type, reference, amount } = (value ?? {}) as { type?: unknown; reference?: unknown; amount?: unknown };
  const kind = /^(?:(payment)-(?:completed|pending|failed)|(appointment)-(?:booked|cancelled)|registration-completed|form-submitted)$/.exec(
    String(type),
  );
  if (!kind) return null;
  const detail: { reference?: string; amount?: number } = {};
  if (kind[1] || kind[2]) {
    // An opaque id: short, and no room for a sentence (or a diagnosis) to ride along.
    if (typeof reference !== 'string' || !/^[\w.:-]{1,64}$/.test(reference)) return null;
    detail.reference = reference;
  }
  if (kind[1]) {
    if (!Number.isSafeInteger(amount) || (amount as number) < 0) return null;
    detail.amount = amount as number;
  }
  return [type as keyof EmbedEvents, detail];
}
