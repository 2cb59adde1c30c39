import { describe, expect, it, vi } from 'vitest';
import {
  canWriteSessionCookie,
  cookieAttributes,
  markHandOff,
  markReadOnlySession,
  markStorageAccessGranted,
} from '../../../src/core/session/cookies.ts';
import {
  clearSessionCookies,
  readAccessToken,
  readUserData,
  saveTokens,
  writeUserData,
} from '../../../src/core/session/session-cookies.ts';
import {
  AUTH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_DAYS,
  USER_DATA_COOKIE,
  USER_DATA_COOKIE_DAYS,
} from '../../../src/core/constants.ts';
import { recordCookieWrites } from './helpers.ts';

const DAY_MS = 86_400_000;

/** Milliseconds from now until the `expires` of a recorded `document.cookie` write. */
function lifetime(write: string, now: number): number {
  const expires = /expires=([^;]+)/i.exec(write)?.[1];
  return new Date(expires!).getTime() - now;
}

/** The attributes of a cookie write other than path and expires, lower-cased as browsers read them: "secure", "samesite=lax"... */
function attributes(write: string): string[] {
  const parts = write
    .split('; ')
    .slice(1)
    .map((part) => part.toLowerCase());
  return parts.filter((part) => !part.startsWith('expires=') && part !== 'path=/').sort();
}

function inCrossSiteFrame() {
  const top = {
    location: {
      get origin(): string {
        throw new DOMException('Blocked', 'SecurityError');
      },
    },
  };
  vi.spyOn(window, 'top', 'get').mockReturnValue(top as unknown as Window);
}

/** A browser that ignores the `document.cookie` writes `refused` matches (and keeps the others). */
function refuseWrites(refused: (write: string) => boolean) {
  let owner: object | null = document;
  while (owner && !Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object | null;
  const descriptor = Object.getOwnPropertyDescriptor(owner!, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    if (!refused(value)) descriptor.set!.call(document, value);
  });
}

describe('cookies', () => {
  it('uses the spec names and lifetimes', () => {
    expect([AUTH_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, USER_DATA_COOKIE]).toEqual(['authToken', 'refreshToken', 'userData']);
    expect([REFRESH_TOKEN_COOKIE_DAYS, USER_DATA_COOKIE_DAYS]).toEqual([120, 24]);
  });

  it('stores the access cookie for expires_in seconds and the refresh cookie for 120 days', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const writes = recordCookieWrites();
    saveTokens({ access_token: 'acceso', expires_in: 3600, refresh_token: 'refresco' });
    const [access, refresh] = writes;
    expect(access).toMatch(/^authToken=acceso; path=\/; .*expires=/);
    // Cookie dates have second precision.
    expect(Math.abs(lifetime(access!, Date.now()) - 3600_000)).toBeLessThan(1000);
    expect(refresh).toMatch(/^refreshToken=refresco;/);
    expect(Math.abs(lifetime(refresh!, Date.now()) - 120 * DAY_MS)).toBeLessThan(1000);
  });

  it('stores id, role, first_name and first_lastname for 24 days, and nothing else', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    const writes = recordCookieWrites();
    const user = { id: 'c-1', role: 'Titular', first_name: 'Lucía', first_lastname: 'García' };
    writeUserData({ ...user, email: 'x@y.es' } as typeof user);
    expect(writes[0]).toMatch(/^userData=/);
    expect(Math.abs(lifetime(writes[0]!, Date.now()) - 24 * DAY_MS)).toBeLessThan(1000);
    expect(readUserData()).toEqual(user);
  });

  it('reads values written by the earlier hand-made writer (percent-encoded), so sessions survive the update', () => {
    const user = { id: 'c-1', role: 'Titular', first_name: 'Lucía', first_lastname: 'García' };
    document.cookie = `userData=${encodeURIComponent(JSON.stringify(user))}; Path=/`;
    expect(readUserData()).toEqual(user);
  });

  it('removes a partitioned cookie with the attributes it was written with', () => {
    inCrossSiteFrame();
    writeUserData({ id: '1', role: 'Titular', first_name: 'A', first_lastname: 'B' });
    const writes = recordCookieWrites();
    clearSessionCookies();
    // The spec's three, and a caregiver's own two kept aside while acting (core/session/acting.ts).
    expect(writes).toHaveLength(5);
    for (const write of writes) {
      expect(attributes(write)).toEqual(['partitioned', 'samesite=none', 'secure']);
      expect(lifetime(write, Date.now())).toBeLessThan(0);
    }
  });

  it('logout-side clearing removes every session cookie', () => {
    saveTokens({ access_token: 'a', expires_in: 60, refresh_token: 'r' });
    writeUserData({ id: '1', role: 'Titular', first_name: 'A', first_lastname: 'B' });
    clearSessionCookies();
    expect(document.cookie).toBe('');
  });

  it('standalone on a secure origin: Secure and SameSite=Lax, not partitioned', () => {
    expect(window.location.hostname).toBe('localhost');
    expect(cookieAttributes()).toEqual({ secure: true, sameSite: 'Lax', partitioned: false });
    const writes = recordCookieWrites();
    saveTokens({ access_token: 'a', expires_in: 60, refresh_token: 'r' });
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(attributes(write)).toEqual(['samesite=lax', 'secure']);
  });

  it('inside a cross-site iframe: SameSite=None; Secure; Partitioned', () => {
    inCrossSiteFrame();
    const writes = recordCookieWrites();
    saveTokens({ access_token: 'a', expires_in: 60, refresh_token: 'r' });
    writeUserData({ id: '1', role: 'Titular', first_name: 'A', first_lastname: 'B' });
    expect(writes).toHaveLength(3);
    for (const write of writes) expect(attributes(write)).toEqual(['partitioned', 'samesite=none', 'secure']);
  });

  it('on plain http where the engine refuses Secure cookies written by script (WebKit on loopback): the cookie goes without Secure', () => {
    refuseWrites((write) => /; secure/i.test(write));
    expect(cookieAttributes()).toEqual({ secure: false, sameSite: 'Lax', partitioned: false });
    saveTokens({ access_token: 'a', expires_in: 60, refresh_token: 'r' });
    expect(readAccessToken()).toBe('a');
  });

  it('never drops Secure on https, even when the probe fails', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      protocol: 'https:',
      hostname: 'portal.clinica.example',
      origin: 'https://portal.clinica.example',
    } as Location);
    refuseWrites((write) => /; secure/i.test(write));
    expect(cookieAttributes()).toEqual({ secure: true, sameSite: 'Lax', partitioned: false });
  });

  it('in a cross-site frame on http loopback where Secure is refused: SameSite=None without Secure', () => {
    inCrossSiteFrame();
    refuseWrites((write) => /; secure/i.test(write));
    expect(cookieAttributes()).toEqual({ secure: false, sameSite: 'None', partitioned: false });
  });

  it('after a storage-access grant the frame writes unpartitioned cookies, those of the first-party sign-in', () => {
    inCrossSiteFrame();
    expect(cookieAttributes().partitioned).toBe(true);
    markStorageAccessGranted();
    expect(cookieAttributes()).toEqual({ secure: true, sameSite: 'None', partitioned: false });
  });

  it('the first-party window that signs in for a frame writes SameSite=None, readable in that frame', () => {
    markHandOff();
    expect(cookieAttributes()).toEqual({ secure: true, sameSite: 'None', partitioned: false });
  });

  it('a frame that may read but not write (WebKitGTK default) keeps a refreshed token in memory for this page', () => {
    document.cookie = 'authToken=first-party; path=/';
    inCrossSiteFrame();
    refuseWrites(() => true);
    expect(canWriteSessionCookie()).toBe(false);
    expect(readAccessToken()).toBe('first-party');
    // Not before the frame says so: a login must not look stored when it is not.
    saveTokens({ access_token: 'lost', expires_in: 60, refresh_token: 'r1' });
    expect(readAccessToken()).toBe('first-party');
    markReadOnlySession();
    saveTokens({ access_token: 'refreshed', expires_in: 60, refresh_token: 'r2' });
    expect(readAccessToken()).toBe('refreshed');
    clearSessionCookies();
    expect(readAccessToken()).toBeUndefined();
  });

  it('the probe says whether a session cookie can be written, and leaves nothing behind', () => {
    expect(canWriteSessionCookie()).toBe(true);
    expect(document.cookie).toBe('');
    // A browser blocking third-party cookies ignores the write.
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    expect(canWriteSessionCookie()).toBe(false);
  });
});
