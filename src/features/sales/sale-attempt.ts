// One Idempotency-Key per sale being registered, kept in the tab's session storage with the body it was sent
// with: a double click, a retry after a failure or a reload resends the same key for the same data, so the
// server registers one customer. Changed data is another request, so it gets a new key.
const NAME = 'venta-intento';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let memory: { key: string; body: string } | null = null;

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function saved(): { key: string; body: string } | null {
  try {
    const raw = storage()?.getItem(NAME);
    return raw ? (JSON.parse(raw) as { key: string; body: string }) : memory;
  } catch {
    return memory;
  }
}

export function saleAttemptKey(body: Record<string, unknown>): string {
  const text = JSON.stringify(body);
  const last = saved();
  if (last && last.body === text) return last.key;
  memory = { key: newKey(), body: text };
  try {
    storage()?.setItem(NAME, JSON.stringify(memory));
  } catch {
    // quota or privacy mode: the key lives as long as the page
  }
  return memory.key;
}

/** The sale is registered: the next one is a new attempt. */
export function endSaleAttempt(): void {
  memory = null;
  try {
    storage()?.removeItem(NAME);
  } catch {
    // as above
  }
}
