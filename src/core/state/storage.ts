// The one way to the browser's storage. In a cross-site frame whose browser blocks third-party storage, in
// private browsing or with a full quota, touching `sessionStorage` or `localStorage` throws (SecurityError,
// QuotaExceededError): a screen that reads a draft in its first render would crash, and a flow that carries a
// choice from one screen to the next would lose it. Here what the browser refuses is kept in memory instead:
// every screen and flow works for as long as the page stays loaded, and only a reload forgets.
// scripts/check-imports.mjs keeps every other module away from the two globals.

/** `session`: this tab, gone with it (drafts, attempts, a flow's steps). `local`: this device (preferences). */
export type StorageArea = 'session' | 'local';

/** What the browser refused to keep, per area, for this page's lifetime. */
const memory: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };

function area(name: StorageArea): Storage | null {
  try {
    return name === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(name: StorageArea, key: string): string | null {
  try {
    const stored = area(name)?.getItem(key);
    if (stored != null) return stored;
  } catch {
    // refused: what this page kept in memory, if anything
  }
  return memory[name].get(key) ?? null;
}

/** Writes, or removes with `null`; false when the browser refused (the value is then kept in memory only). */
export function writeStored(name: StorageArea, key: string, value: string | null): boolean {
  memory[name].delete(key);
  try {
    const storage = area(name);
    if (storage) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      return true;
    }
  } catch {
    // refused or full: below
  }
  if (value !== null) memory[name].set(key, value);
  return value === null;
}

/** A stored JSON value, or null when there is none or it is not JSON (the caller checks its shape). */
export function readStoredJson(name: StorageArea, key: string): unknown {
  try {
    return JSON.parse(readStored(name, key) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export const writeStoredJson = (name: StorageArea, key: string, value: unknown): boolean => writeStored(name, key, JSON.stringify(value));

/** The keys stored under a prefix (to forget every one of a kind). */
export function storedKeys(name: StorageArea, prefix: string): string[] {
  let keys: string[] = [];
  try {
    const storage = area(name);
    if (storage) keys = Object.keys(storage);
  } catch {
    // refused: the memory's keys only
  }
  return [...new Set([...keys, ...memory[name].keys()])].filter((key) => key.startsWith(prefix));
}
