// One Idempotency-Key per payment attempt, kept in the tab's session storage so that a double click, a reload
// during the request or a retry after a dropped connection sends the same key (the server then answers with the
// same payment). A result the member has seen ends the attempt: the next try is a new attempt with a new key.
import { readStored, storedKeys, writeStored } from '../../core/state/storage.ts';

const PREFIX = 'pago-intento:';
const memory = new Map<string, string>();

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** `scope` names what is being paid and how (method, charges, headquarters...). */
export function attemptKey(scope: string): string {
  const name = PREFIX + scope;
  // Storage refused (a locked-down frame): the key lives as long as the page.
  const saved = readStored('session', name) ?? memory.get(name);
  if (saved) return saved;
  const key = newKey();
  memory.set(name, key);
  writeStored('session', name, key);
  return key;
}

export function endAttempts(): void {
  memory.clear();
  for (const name of storedKeys('session', PREFIX)) writeStored('session', name, null);
}
