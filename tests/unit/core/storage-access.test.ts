// The decision logic of a frame whose browser keeps no cookie for it (core/session/storage-access.ts) and the first-party
// window's side (core/session/session-hand-off.ts). The real engines are in tests/engines.
import { describe, expect, it, vi } from 'vitest';
import { HAND_OFF_CLOSE_WAIT_MS, HAND_OFF_MESSAGE, HAND_OFF_RECEIVED } from '../../../src/core/constants.ts';
import { firstWay, handOffUrl, requestAccess, resumeSession, whenWindowReturns } from '../../../src/core/session/storage-access.ts';
import { readAccessToken, readUserData } from '../../../src/core/session/session-cookies.ts';
import { endFirstPartySession, startHandOff } from '../../../src/core/session/session-hand-off.ts';
import { logout } from '../../../src/core/session/session.ts';
import { setNavigator } from '../../../src/core/routing/navigation.ts';
import { store } from '../../../src/core/state/store.ts';

const USER = { id: 'c-1', role: 'Titular', first_name: 'Lucía', first_lastname: 'Martín' };
const HANDED = { access_token: 'acceso', refresh_token: 'refresco', expires_in: 3600, user: USER };

/** A document with the Storage Access API answering as given. */
function accessDocument(has: boolean | 'throws', request: 'grants' | 'refuses' = 'refuses') {
  return {
    hasStorageAccess: () => (has === 'throws' ? Promise.reject(new Error('no')) : Promise.resolve(has)),
    requestStorageAccess: () => (request === 'grants' ? Promise.resolve() : Promise.reject(new DOMException('no', 'NotAllowedError'))),
  } as unknown as Document;
}

/** A browser that keeps no cookie written from now on (what is already there stays readable). */
function refuseCookieWrites() {
  vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
}

describe('which way the frame offers first', () => {
  it('the permission where the API exists and the document lacks access', async () => {
    expect(await firstWay(accessDocument(false))).toBe('grant');
  });

  it('the window where access is claimed yet cookies stay out of reach (WebKitGTK default), or the API errs', async () => {
    expect(await firstWay(accessDocument(true))).toBe('window');
    expect(await firstWay(accessDocument('throws'))).toBe('window');
  });

  it('the window where there is no API at all', async () => {
    expect(await firstWay({} as Document)).toBe('window');
  });

  it('the window where the frame gets no storage at all (Firefox rejecting third-party cookies refuses every grant)', async () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(await firstWay(accessDocument(false))).toBe('window');
  });
});

describe('asking the browser', () => {
  it('true when granted, false when refused or missing', async () => {
    expect(await requestAccess(accessDocument(false, 'grants'))).toBe(true);
    expect(await requestAccess(accessDocument(false, 'refuses'))).toBe(false);
    expect(await requestAccess({} as Document)).toBe(false);
  });
});

describe('after the answer or the window', () => {
  it('a first-party session the frame can read goes on, even where it cannot write (kept in memory)', () => {
    document.cookie = `userData=${encodeURIComponent(JSON.stringify(USER))}; path=/`;
    document.cookie = 'refreshToken=refresco; path=/';
    refuseCookieWrites();
    expect(resumeSession(false)).toBe('session');
    expect(store.getState()).toMatchObject({ user: USER, cookiesBlocked: false });
  });

  it('a handed session where no cookie is readable or writable lives in this page’s memory', () => {
    refuseCookieWrites();
    expect(resumeSession(false, HANDED)).toBe('session');
    expect(readAccessToken()).toBe('acceso');
    expect(readUserData()).toEqual(USER);
    expect(document.cookie).toBe('');
  });

  it('cookies that stick now and no session: the login form comes back', () => {
    store.setState('test', { cookiesBlocked: true });
    expect(resumeSession(true)).toBe('form');
    expect(store.getState().cookiesBlocked).toBe(false);
  });

  it('nothing readable, nothing writable, nothing handed: nothing changed', () => {
    refuseCookieWrites();
    store.setState('test', { cookiesBlocked: true });
    expect(resumeSession(true)).toBe('nothing');
    expect(store.getState()).toMatchObject({ user: null, cookiesBlocked: true });
  });
});

describe('the window’s return', () => {
  const popup = { closed: false } as Window;
  const post = (data: unknown, origin = window.location.origin, source: unknown = popup) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

  it('hears only its own window, from this origin, with the hand-off message', async () => {
    const { done } = whenWindowReturns(popup);
    let answered = false;
    void done.then(() => (answered = true));
    post({ type: HAND_OFF_MESSAGE, session: HANDED }, 'http://localhost:4174'); // the host page's origin
    post({ type: HAND_OFF_MESSAGE, session: HANDED }, window.location.origin, window); // another window
    post({ type: 'other', session: HANDED });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    post({ type: HAND_OFF_MESSAGE, session: HANDED });
    expect(await done).toEqual({ how: 'ready', session: HANDED });
  });

  it('drops a session of the wrong shape, and hears a window closed without a word', async () => {
    const first = whenWindowReturns(popup);
    post({ type: HAND_OFF_MESSAGE, session: { access_token: 1 } });
    expect(await first.done).toEqual({ how: 'ready', session: undefined });
    vi.useFakeTimers();
    const closing = { closed: false } as { closed: boolean };
    const second = whenWindowReturns(closing as Window);
    closing.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    expect(await second.done).toEqual({ how: 'closed' });
  });

  it('answers its window once the session is here, so the window closes only then', async () => {
    const answered = { closed: false, postMessage: vi.fn() };
    const { done } = whenWindowReturns(answered as unknown as Window);
    post({ type: HAND_OFF_MESSAGE, session: HANDED }, window.location.origin, answered);
    await done;
    expect(answered.postMessage).toHaveBeenCalledWith({ type: HAND_OFF_RECEIVED }, window.location.origin);
  });

  it('opens the login of the portal’s own origin with the hand-off mark', () => {
    expect(handOffUrl()).toBe(`${window.location.origin}/auth/login?para-marco=1`);
  });
});

describe('the first-party window', () => {
  it('after the member signs in: hands the session to its opener, to the portal’s origin only, and closes', async () => {
    const postMessage = vi.fn();
    const close = vi.fn();
    const opener = { postMessage };
    const win = Object.assign(new EventTarget(), { opener, location: window.location, close }) as unknown as Window;
    startHandOff(win);
    expect(postMessage).not.toHaveBeenCalled();
    document.cookie = 'authToken=acceso; path=/';
    document.cookie = 'refreshToken=refresco; path=/';
    document.cookie = `userData=${encodeURIComponent(JSON.stringify(USER))}; path=/`;
    store.setState('session/login', { user: USER });
    expect(postMessage).toHaveBeenCalledWith(
      { type: HAND_OFF_MESSAGE, session: { access_token: 'acceso', refresh_token: 'refresco', expires_in: 0, user: USER } },
      window.location.origin,
    );
    // Open until its frame answers (closing at once raced the message in Firefox); another window's answer is not it.
    expect(close).not.toHaveBeenCalled();
    const answer = (source: unknown, origin = window.location.origin) =>
      win.dispatchEvent(new MessageEvent('message', { data: { type: HAND_OFF_RECEIVED }, origin, source: source as Window }));
    answer(window);
    answer(opener, 'http://localhost:4174');
    expect(close).not.toHaveBeenCalled();
    answer(opener);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes after a while when its frame never answers (the host’s tab was closed)', async () => {
    vi.useFakeTimers();
    const close = vi.fn();
    const win = Object.assign(new EventTarget(), { opener: { postMessage: vi.fn() }, location: window.location, close });
    startHandOff(win as unknown as Window);
    document.cookie = 'authToken=acceso; path=/';
    document.cookie = 'refreshToken=refresco; path=/';
    document.cookie = `userData=${encodeURIComponent(JSON.stringify(USER))}; path=/`;
    store.setState('session/login', { user: USER });
    await vi.advanceTimersByTimeAsync(HAND_OFF_CLOSE_WAIT_MS - 1);
    expect(close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});

describe('signing out where the session is not the frame’s to remove', () => {
  it('a frame holding a handed or read-only session opens the first-party window that ends it', () => {
    setNavigator(() => undefined);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    logout();
    expect(open).not.toHaveBeenCalled();
    refuseCookieWrites();
    resumeSession(false, HANDED);
    logout();
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/auth/login?para-marco=salir`, 'portal-acceso', expect.any(String));
    expect(readAccessToken()).toBeUndefined();
  });

  it('that window removes the first-party cookies and closes', () => {
    document.cookie = 'authToken=acceso; path=/';
    document.cookie = 'refreshToken=refresco; path=/';
    const close = vi.fn();
    endFirstPartySession({ close } as unknown as Window);
    expect(document.cookie).toBe('');
    expect(close).toHaveBeenCalled();
  });
});
