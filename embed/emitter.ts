// Typed listeners for the embed's events. Each event is also dispatched on the host element as a DOM
// CustomEvent named "portal-embed:<event>", for tag managers and code that never holds the handle.
import type { EmbedEventName, EmbedEvents, EmbedListener } from './types.ts';

export interface Emitter {
  on<K extends EmbedEventName>(type: K, listener: EmbedListener<K>): () => void;
  emit<K extends EmbedEventName>(type: K, detail: EmbedEvents[K]): void;
  clear(): void;
}

export function createEmitter(element: HTMLElement): Emitter {
  const listeners = new Map<EmbedEventName, Set<(detail: never) => void>>();
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set.add(listener));
      return () => void set.delete(listener);
    },
    emit(type, detail) {
      for (const listener of listeners.get(type) ?? []) {
        // One failing host listener must not starve the others.
        try {
          (listener as EmbedListener<typeof type>)(detail);
        } catch (error) {
          console.error(error);
        }
      }
      element.dispatchEvent(new CustomEvent(`portal-embed:${type}`, { detail }));
    },
    clear: () => listeners.clear(),
  };
}
