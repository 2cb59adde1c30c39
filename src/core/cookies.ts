// Cookies are written by hand rather than with js-cookie: three attributes and two encodings are all the
// portal needs, and the login page has a byte budget.

import { inFrame } from './bridge/in-frame.ts';

const PROBE_COOKIE = 'cookieProbe';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DAY_MS = 86_400_000;

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

/**
 * Attributes for every cookie the portal writes. A cross-site frame only gets cookies through CHIPS
 * (`SameSite=None; Secure; Partitioned`); standalone, `Lax` keeps them off cross-site requests.
 */
export function cookieAttributes(): CookieAttributes {
  const secure = canUseSecure();
  const crossSite = secure && isCrossSiteFrame();
  return { secure, sameSite: crossSite ? 'None' : 'Lax', partitioned: crossSite };
}

function write(name: string, value: string, expires?: Date): void {
  const { secure, sameSite, partitioned } = cookieAttributes();
  document.cookie =
    `${name}=${encodeURIComponent(value)}; Path=/` +
    (expires ? `; Expires=${expires.toUTCString()}` : '') +
    (secure ? '; Secure' : '') +
    `; SameSite=${sameSite}` +
    (partitioned ? '; Partitioned' : '');
}

export function readCookie(name: string): string | undefined {
  // No document when the login screen is prerendered at build time: nobody is logged in there.
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (pair.slice(0, at) === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** `days` may be fractional (the access cookie lives `expires_in` seconds). */
export function writeCookie(name: string, value: string, days: number): void {
  write(name, value, new Date(Date.now() + days * DAY_MS));
}

export function removeCookie(name: string): void {
  // A partitioned cookie is only removed by a write that carries the same attributes.
  write(name, '', new Date(0));
}

/** Whether a session cookie can be written here: false when the browser blocks third-party cookies in this frame. */
export function canWriteSessionCookie(): boolean {
  const token = Math.random().toString(36).slice(2);
  write(PROBE_COOKIE, token);
  const written = readCookie(PROBE_COOKIE) === token;
  removeCookie(PROBE_COOKIE);
  return written;
}
