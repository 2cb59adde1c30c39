// Every cookie the portal writes goes through js-cookie with one set of attributes, chosen by where the portal
// runs and proved by writing a probe and reading it back, because engines differ where the rules say nothing:
// - standalone: `SameSite=Lax; Secure`. WebKit refuses `Secure` cookies written by script on http loopback
//   (http://127.0.0.1, http://localhost) although isSecureContext is true, so there, and only on plain http, the
//   cookie goes without `Secure`. On https it is always `Secure`.
// - in a frame of another site: `SameSite=None; Secure; Partitioned` (CHIPS), the only cookies such a frame keeps
//   in Chromium. Once the browser has granted this document storage access (storage-access.ts), unpartitioned
//   `SameSite=None` first: those are the cookies the member's first-party sign-in wrote.
// - the first-party window the frame opens for a sign-in (hand-off): `SameSite=None`, so that the frame can read
//   what it wrote (WebKit and Firefox hide `Lax` cookies from a cross-site frame, storage access or not).
// A partitioned cookie is only removed by a write with the same attributes: hence one source.
import Cookies from 'js-cookie';
import { inFrame } from '../bridge/in-frame.ts';

const PROBE_COOKIE = 'cookieProbe';

export interface CookieAttributes {
  secure: boolean;
  sameSite: 'Lax' | 'None';
  partitioned: boolean;
}

/** Inside an iframe whose top window belongs to another origin (reading its location throws or differs). */
export function isCrossSiteFrame(): boolean {
  if (!inFrame()) return false;
  try {
    return window.top?.location.origin !== window.location.origin;
  } catch {
    return true;
  }
}

let handOff = false;
let granted = false;
let readOnly = false;
let chosen: { attributes: CookieAttributes; writable: boolean } | undefined;
/** Values the browser refused to store (a frame that may read its cookies but not write them), for this document only. */
const unstored = new Map<string, string | null>();

/** This window signs the member in for a frame of the portal (session-hand-off.ts): its cookies must be readable there. */
export function markHandOff(): void {
  handOff = true;
  chosen = undefined;
}

/** The browser granted this frame storage access: its first-party cookies come first now. */
export function markStorageAccessGranted(): void {
  granted = true;
  chosen = undefined;
}

/**
 * This frame reads a first-party session it may not write (WebKitGTK's default policy): what the browser refuses
 * is kept in memory for this document from now on. Never set elsewhere: a login must not look stored when it is not.
 */
export function markReadOnlySession(): void {
  readOnly = true;
}

/** Whether this page holds a session the browser keeps out of its cookies (a sign-out must end it first-party). */
export function isReadOnlySession(): boolean {
  return readOnly;
}

/** The attribute sets to try here, best first; plain http may fall back to no `Secure` (never on https). */
function candidates(): CookieAttributes[] {
  const list: CookieAttributes[] = [];
  const none = (partitioned: boolean) => ({ secure: true, sameSite: 'None' as const, partitioned });
  if (handOff && !inFrame()) list.push(none(false));
  else if (isCrossSiteFrame()) list.push(...(granted ? [none(false), none(true)] : [none(true), none(false)]));
  else list.push({ secure: true, sameSite: 'Lax', partitioned: false });
  if (location.protocol === 'http:') {
    for (const attributes of [...list]) list.push({ ...attributes, secure: false, partitioned: false });
    // Chromium refuses SameSite=None without Secure; a Lax cookie without it is the last resort on http.
    if (!list.some((a) => a.sameSite === 'Lax')) list.push({ secure: false, sameSite: 'Lax', partitioned: false });
  }
  return list;
}

const jsCookie = (attributes: CookieAttributes): Cookies.CookieAttributes => ({ path: '/', ...attributes });

/** Writes a probe with each candidate until one reads back; none: the first (the browser keeps nothing here). */
function choose(): { attributes: CookieAttributes; writable: boolean } {
  const list = candidates();
  for (const attributes of list) {
    const token = Math.random().toString(36).slice(2);
    Cookies.set(PROBE_COOKIE, token, jsCookie(attributes));
    const written = Cookies.get(PROBE_COOKIE) === token;
    Cookies.remove(PROBE_COOKIE, jsCookie(attributes));
    if (written) return { attributes, writable: true };
  }
  return { attributes: list[0]!, writable: false };
}

/** Attributes for every cookie the portal writes, probed once per document (and again after a grant). */
export function cookieAttributes(): CookieAttributes {
  chosen ??= choose();
  return chosen.attributes;
}

/** Whether a session cookie can be written here: false when the browser blocks this frame's cookies. */
export function canWriteSessionCookie(): boolean {
  chosen = choose();
  return chosen.writable;
}

/** Back to a document's start: no hand-off, no grant, nothing probed or kept (unit tests start each test so). */
export function resetCookieState(): void {
  handOff = false;
  granted = false;
  readOnly = false;
  chosen = undefined;
  unstored.clear();
}

export function readCookie(name: string): string | undefined {
  const kept = unstored.get(name);
  if (kept !== undefined) return kept ?? undefined;
  // js-cookie answers undefined when there is no document (the login screen prerendered at build time).
  return Cookies.get(name);
}

/**
 * `days` may be fractional (the access cookie lives `expires_in` seconds); js-cookie counts in days.
 * A frame that can read its first-party cookies but not write them (WebKitGTK's default policy) keeps what the
 * browser refused in memory, for this document: a refreshed token still reaches the next request.
 */
export function writeCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, { ...jsCookie(cookieAttributes()), expires: days });
  if (Cookies.get(name) === value) unstored.delete(name);
  else if (readOnly) unstored.set(name, value);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, jsCookie(cookieAttributes()));
  if (Cookies.get(name) === undefined) unstored.delete(name);
  else if (readOnly) unstored.set(name, null);
}
