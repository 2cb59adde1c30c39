// The door of the SPA fallback and of /home (core/browser/prerendered-scripts.ts doorScript), run as the browser runs it:
// as text, before anything else of the page, against a location that records where it was sent.
import { afterEach, describe, expect, it } from 'vitest';
import { DOOR_FLAG, doorScript } from '../../../src/core/browser/prerendered-scripts.ts';
import { paths } from '../../../src/core/routing/paths.ts';

interface Visit {
  sentTo: string | null;
  flag: unknown;
}

/** Runs the door at `address` with the page's real cookies; `location` and `window` are the test's own. */
function enter(address: string): Visit {
  const url = new URL(address, 'https://portal.example');
  let sentTo: string | null = null;
  const location = { pathname: url.pathname, search: url.search, replace: (to: string) => void (sentTo = to) };
  const win: Record<string, unknown> = {};
  new Function('location', 'window', doorScript())(location, win);
  return { sentTo, flag: win[DOOR_FLAG] };
}

const member = { id: 'cus-1', role: 'Titular', first_name: 'Lucía', first_lastname: 'Pérez' };
const signIn = (value: unknown = member) => {
  document.cookie = `userData=${encodeURIComponent(JSON.stringify(value))}; path=/`;
};

afterEach(() => {
  document.cookie = 'userData=; path=/; max-age=0';
});

describe('the door', () => {
  it.each(['/', '/inexistente', '/x/y/z', '/homer', '/publico', '/auth', '/auth/', '/AUTH'])(
    'sends a signed-out visitor of %s to the welcome, and says so to the page',
    (address) => {
      expect(enter(address)).toEqual({ sentTo: paths.welcome, flag: paths.welcome });
    },
  );

  it.each(['/', '/inexistente', '/auth', '/homer'])('sends a member at %s to /home', (address) => {
    signIn();
    expect(enter(address)).toEqual({ sentTo: paths.home, flag: paths.home });
  });

  it.each(['/home', '/home/', '/home/carne', '/Home/citas/agendar'])('sends a signed-out visitor of %s to the welcome', (address) => {
    expect(enter(address).sentTo).toBe(paths.welcome);
  });

  it.each(['/home', '/home/carne', '/auth/login', '/auth/register', '/auth/welcome', '/public/payment-pending', '/public'])(
    'lets a member stay at %s, for the app to open',
    (address) => {
      signIn();
      expect(enter(address)).toEqual({ sentTo: null, flag: undefined });
    },
  );

  it.each(['/auth/login', '/auth/register', '/auth/plans', '/public/invite/ana/123'])('lets a visitor stay at %s', (address) => {
    expect(enter(address).sentTo).toBeNull();
  });

  it('leaves a form module to the app, at any address', () => {
    expect(enter('/?module_pk=pk-1&module_sk=sk-1').sentTo).toBeNull();
    expect(enter('/home?x=1&module_pk=pk-1').sentTo).toBeNull();
  });

  // As core/session/session-cookies.ts readUserData counts it: JSON that is not null; anything else is no user.
  it.each([
    ['not JSON', 'no-es-json'],
    ['broken encoding', '%E0%A4%A'],
    ['null', 'null'],
    ['empty', ''],
  ])('counts a user cookie that is %s as no user, without throwing', (_case, raw) => {
    document.cookie = `userData=${raw}; path=/`;
    expect(enter('/').sentTo).toBe(paths.welcome);
  });

  it('reads the user cookie by its exact name', () => {
    document.cookie = `otherUserData=${encodeURIComponent(JSON.stringify(member))}; path=/`;
    expect(enter('/').sentTo).toBe(paths.welcome);
    document.cookie = 'otherUserData=; path=/; max-age=0';
  });
});
