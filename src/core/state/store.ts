import { useSyncExternalStore } from 'react';
import { PRODUCT_TITLE, STORE_HISTORY_SIZE } from '../constants.ts';
import type { UserData } from '../session/session-cookies.ts';
import type { Alert, ConfigState, ReadingComfort, ScreenSize, Toast } from './slices.ts';

/** Features add their own slices by augmenting this interface (`declare module`), as optional fields. */
export interface AppState {
  config: ConfigState;
  user: UserData | null;
  /** The session cookie could not be written (third-party cookies blocked in a cross-site frame). */
  cookiesBlocked: boolean;
  alerts: Alert[];
  toasts: Toast[];
  screen: ScreenSize;
  /** Text size and high contrast, as this device remembers them (core/appearance/reading-comfort.ts). */
  reading: ReadingComfort;
}

export interface HistoryEntry<S> {
  action: string;
  state: S;
}

/** The part of the Redux DevTools extension API this store uses. */
interface DevtoolsConnection {
  init(state: unknown): void;
  send(action: { type: string }, state: unknown): void;
}
interface DevtoolsExtension {
  connect(options: { name: string; maxAge: number }): DevtoolsConnection;
}

export interface Store<S extends object> {
  getState(): S;
  /** `action` names the change in the history and in DevTools; `patch` is merged shallowly. */
  setState(action: string, patch: Partial<S> | ((state: S) => Partial<S>)): void;
  subscribe(listener: () => void): () => void;
  /** The last STORE_HISTORY_SIZE states, oldest first: the inspection log that production builds keep. */
  getHistory(): readonly HistoryEntry<S>[];
}

export function createStore<S extends object>(initial: S, devtools?: DevtoolsExtension): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const history: HistoryEntry<S>[] = [{ action: '@@init', state }];
  const connection = devtools?.connect({ name: PRODUCT_TITLE, maxAge: STORE_HISTORY_SIZE });
  connection?.init(state);

  return {
    getState: () => state,
    setState(action, patch) {
      const partial = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...partial };
      history.push({ action, state });
      if (history.length > STORE_HISTORY_SIZE) history.shift();
      connection?.send({ type: action }, state);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getHistory: () => history,
  };
}

function devtoolsExtension(): DevtoolsExtension | undefined {
  // Production builds keep only the history log: no state leaves the page through an extension.
  if (import.meta.env.PROD || typeof window === 'undefined') return undefined;
  return (window as { __REDUX_DEVTOOLS_EXTENSION__?: DevtoolsExtension }).__REDUX_DEVTOOLS_EXTENSION__;
}

export const initialState: AppState = {
  config: { status: 'idle', value: null, error: null },
  user: null,
  cookiesBlocked: false,
  alerts: [],
  toasts: [],
  screen: { mobile: false, tablet: false, desktop: true, embedded: false },
  reading: { textSize: 'normal', highContrast: false },
};

export const store = createStore<AppState>(initialState, devtoolsExtension());

/** The selector must return a stable value (a slice or a primitive), not a new object per call. */
export function useStore<T>(selector: (state: AppState) => T): T {
  const read = () => selector(store.getState());
  // The third argument serves build-time rendering (the prerendered login screen), which React requires.
  return useSyncExternalStore(store.subscribe, read, read);
}
