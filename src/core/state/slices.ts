// The shapes of the core's own slices of AppState (configuration, alerts, toasts, screen size, reading comfort).
// They sit in this leaf, not beside the code that changes each slice: that code imports the store, and the store
// names these types, so each slice's type in its own module made a cycle (one per slice, type-only;
// docs/decisions/014-boundaries-by-dependency-cruiser.md). Each owner re-exports its own types, so importers
// still name them where the behaviour is (`core/feedback/alerts.ts`'s `Alert`...).
import type { FrontendConfig } from '../config/config-exchange.ts';
import type { textScale } from '../../ui/tokens.ts';

export interface ConfigState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The portal's configuration (the first one when several modules were asked for). */
  value: FrontendConfig | null;
  /** What the error toast said, so the screen can show it next to a retry button. */
  error: string | null;
  /** Every configuration of the last exchange, in the order of the module keys. */
  all?: FrontendConfig[];
}

export type AlertType = 'danger' | 'warning' | 'success' | 'info';

export interface AlertInput {
  type: AlertType;
  title?: string;
  message: string;
  /** Closable by the user; false keeps it until the app clears it (payment pending). */
  close: boolean;
  buttonTitle?: string;
  /** Where the button goes (a portal path). */
  route?: string;
}

export interface Alert extends AlertInput {
  id: number;
  /** false before it appears and while it fades out: the UI draws opacity from it. */
  show: boolean;
}

export type ToastType = 'success' | 'error' | 'info' | 'warning';

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  durationMs: number;
  /** Time left when the toast was last paused or resumed (the progress bar starts from it). */
  remainingMs: number;
  paused: boolean;
  /** A toast that asks for an action never leaves on its own (WCAG 2.2.1). */
  action?: ToastAction;
}

export interface ScreenSize {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
  /** Narrow and inside an iframe: no phone frame, the host page gives the room. */
  embedded: boolean;
}

export type TextSize = keyof typeof textScale;

export interface ReadingComfort {
  textSize: TextSize;
  highContrast: boolean;
}
