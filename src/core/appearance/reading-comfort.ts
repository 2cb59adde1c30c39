// Reading comfort for older members: the text size ("Tamaño del texto") and "Alto contraste", chosen in the side
// menu or in Mi Perfil, applied at once to the whole document and remembered on this device. The styles are the
// design system's (ui/global-style.ts keys them on two attributes of <html>); this module only decides and keeps.
import { textScale } from '../../ui/tokens.ts';
import { READING_COMFORT_COOKIE, READING_COMFORT_COOKIE_DAYS, READING_COMFORT_STORAGE_KEY } from '../constants.ts';
import { readCookie, removeCookie, writeCookie } from '../session/cookies.ts';
import { readStoredJson, writeStoredJson } from '../state/storage.ts';
import type { ReadingComfort, TextSize } from '../state/slices.ts';
import { store, useStore } from '../state/store.ts';
export type { ReadingComfort, TextSize } from '../state/slices.ts';

export const TEXT_SIZES = Object.keys(textScale) as TextSize[];

export const DEFAULT_READING_COMFORT: ReadingComfort = { textSize: 'normal', highContrast: false };

const isTextSize = (value: unknown): value is TextSize => TEXT_SIZES.includes(value as TextSize);

/** Anything (a stored entry, a host's request) read value by value: what is not understood keeps the default. */
export function readingComfortFrom(value: unknown): ReadingComfort {
  const { textSize, highContrast } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return {
    textSize: isTextSize(textSize) ? textSize : DEFAULT_READING_COMFORT.textSize,
    highContrast: highContrast === true,
  };
}

/** A host's request (the bridge's `setReadingComfort`): only the values understood, or null for nothing usable. */
export function readingComfortChange(value: unknown): Partial<ReadingComfort> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { textSize, highContrast } = value as Record<string, unknown>;
  const change: Partial<ReadingComfort> = {};
  if (isTextSize(textSize)) change.textSize = textSize;
  if (typeof highContrast === 'boolean') change.highContrast = highContrast;
  return Object.keys(change).length ? change : null;
}

/** Storage refused (a partitioned frame, private browsing) or an entry that is not JSON: the defaults. */
const saved = (): ReadingComfort => readingComfortFrom(readStoredJson('local', READING_COMFORT_STORAGE_KEY));

function apply({ textSize, highContrast }: ReadingComfort): void {
  const root = document.documentElement;
  root.setAttribute('data-text-size', textSize);
  if (highContrast) root.setAttribute('data-contrast', 'alto');
  else root.removeAttribute('data-contrast');
}

/**
 * The cookie that tells the prerendered pages' head to read the choice (READING_COMFORT_COOKIE), present exactly when
 * a choice other than the default is kept. Written only when that changes: a boot reads it and writes nothing.
 */
function flagChoice(comfort: ReadingComfort): void {
  const chosen = comfort.textSize !== DEFAULT_READING_COMFORT.textSize || comfort.highContrast !== DEFAULT_READING_COMFORT.highContrast;
  if (chosen === (readCookie(READING_COMFORT_COOKIE) !== undefined)) return;
  if (chosen) writeCookie(READING_COMFORT_COOKIE, '1', READING_COMFORT_COOKIE_DAYS);
  else removeCookie(READING_COMFORT_COOKIE);
}

/**
 * At boot, before the first render: this device's choice, applied. A choice kept without its cookie (kept before
 * the cookie existed, or the cookie expired: Safari keeps a script's cookie 7 days) gets it back for the next page.
 */
export function restoreReadingComfort(): void {
  const comfort = saved();
  store.setState('reading/restore', { reading: comfort });
  apply(comfort);
  flagChoice(comfort);
}

let chosen: ((comfort: ReadingComfort) => void) | undefined;

/** Told of every choice a person makes with a control: app/ keeps it on their account (app/reading-comfort-sync.ts). */
export function whenReadingComfortChosen(listener: (comfort: ReadingComfort) => void): void {
  chosen = listener;
}

function keep(action: string, next: ReadingComfort): void {
  store.setState(action, { reading: next });
  apply(next);
  // Storage refused: still applied for this visit, and the next one starts from the defaults.
  writeStoredJson('local', READING_COMFORT_STORAGE_KEY, next);
  flagChoice(next);
}

/**
 * A choice: applied at once, kept in the store for every control, remembered on this device. A person's own
 * (a control in the portal) also goes to their account; a host's (the bridge) stays on this device.
 */
export function setReadingComfort(change: Partial<ReadingComfort>, from: 'person' | 'host' = 'person'): void {
  const next = readingComfortFrom({ ...store.getState().reading, ...change });
  keep('reading/set', next);
  if (from === 'person') chosen?.(next);
}

/** The choice saved on the person's account, found at sign-in on this device: applied and remembered here. */
export function adoptReadingComfort(comfort: ReadingComfort): void {
  keep('reading/adopt', readingComfortFrom(comfort));
}

export const useReadingComfort = (): ReadingComfort => useStore((s) => s.reading);
