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
