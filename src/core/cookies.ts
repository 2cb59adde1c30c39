import Cookies from 'js-cookie';

const PROBE_COOKIE = 'cookieProbe';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Inside an iframe whose top window belongs to another origin (reading its location throws or differs). */
export function isCrossSiteFrame(): boolean {
  if (window.self === window.top) return false;
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
export function cookieAttributes(): Cookies.CookieAttributes {
  const secure = canUseSecure();
  if (secure && isCrossSiteFrame()) return { path: '/', secure: true, sameSite: 'None', Partitioned: true };
  return secure ? { path: '/', secure: true, sameSite: 'Lax' } : { path: '/', sameSite: 'Lax' };
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** `days` may be fractional (the access cookie lives `expires_in` seconds). */
export function writeCookie(name: string, value: string, days: number): void {
  Cookies.set(name, value, { ...cookieAttributes(), expires: days });
}

export function removeCookie(name: string): void {
  // A partitioned cookie is only removed by a write that carries the same attributes.
  Cookies.remove(name, cookieAttributes());
}

/** Whether a session cookie can be written here: false when the browser blocks third-party cookies in this frame. */
export function canWriteSessionCookie(): boolean {
  const token = Math.random().toString(36).slice(2);
  Cookies.set(PROBE_COOKIE, token, cookieAttributes());
  const written = Cookies.get(PROBE_COOKIE) === token;
  removeCookie(PROBE_COOKIE);
  return written;
}
