// One Idempotency-Key per sale being registered, kept in the tab's session storage with the body it was sent
// with: a double click, a retry after a failure or a reload resends the same key for the same data, so the
// server registers one customer. Changed data is another request, so it gets a new key.
import { readStoredJson, writeStored, writeStoredJson } from '../../core/state/storage.ts';

const NAME = 'venta-intento';

let memory: { key: string; body: string } | null = null;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Storage refused or full: the key lives as long as the page. */
function saved(): { key: string; body: string } | null {
  return (readStoredJson('session', NAME) as { key: string; body: string } | null) ?? memory;
}

export function saleAttemptKey(body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  const last = saved();
  if (last && last.body === text) return last.key;
  memory = { key: newKey(), body: text };
  writeStoredJson('session', NAME, memory);
  return memory.key;
}

/** The sale is registered: the next one is a new attempt. */
export function endSaleAttempt(): void {
  memory = null;
  writeStored('session', NAME, null);
}
