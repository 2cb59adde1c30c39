// Every cookie the portal writes goes through js-cookie with one set of attributes, chosen by where the portal
// runs: standalone `SameSite=Lax; Secure`; in a frame of another site `SameSite=None; Secure; Partitioned`
// (CHIPS), the only cookies such a frame keeps. js-cookie writes any attribute it is given, `partitioned`
// included, and a partitioned cookie is only removed by a write with the same attributes: hence one source.
import Cookies from 'js-cookie';
import { inFrame } from './bridge/in-frame.ts';

const PROBE_COOKIE = 'cookieProbe';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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

/** Browsers refuse `Secure` cookies on plain http, except on loopback hosts. */
export function canUseSecure(): boolean {
  return window.isSecureContext === true || location.protocol === 'https:' || LOOPBACK_HOSTS.has(location.hostname);
}

/** Attributes for every cookie the portal writes; standalone, `Lax` keeps them off cross-site requests. */
export function cookieAttributes(): CookieAttributes {
  const secure = canUseSecure();
  const crossSite = secure && isCrossSiteFrame();
  return { secure, sameSite: crossSite ? 'None' : 'Lax', partitioned: crossSite };
}

/** js-cookie's attributes: `false` ones are left out of the written cookie. */
const attributes = (): Cookies.CookieAttributes => ({ path: '/', ...cookieAttributes() });

export function readCookie(name: string): string | undefined {
  // js-cookie answers undefined when there is no document (the login screen prerendered at build time).
  return Cookies.get(name);
}

/** `days` may be fractional (the access cookie lives `expires_in` seconds); js-cookie counts in days. */
export function writeCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, { ...attributes(), expires: days });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, attributes());
}

/** Whether a session cookie can be written here: false when the browser blocks third-party cookies in this frame. */
export function canWriteSessionCookie(): boolean {
  const token = Math.random().toString(36).slice(2);
  Cookies.set(PROBE_COOKIE, token, attributes());
  const written = readCookie(PROBE_COOKIE) === token;
  removeCookie(PROBE_COOKIE);
  return written;
}
