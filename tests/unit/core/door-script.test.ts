// The doors of /home's page and of the SPA fallback (core/browser/prerendered-scripts.ts doorScript, fallbackDoorScript),
// run as the browser runs them: as text, before anything else of the page, against a location and a history that
// record where the visitor was sent or which address the page took.
import { afterEach, describe, expect, it } from 'vitest';
import {
  DOOR_FLAG,
  DOOR_PAGE_FLAG,
  doorScript,
  fallbackBodyScript,
  fallbackDoorScript,
} from '../../../src/core/browser/prerendered-scripts.ts';
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

interface Stay {
  /** The address the page took (history.replaceState), or null. */
  address: string | null;
  page: unknown;
  title: string;
  state: unknown;
}

const TITLES = { [paths.welcome]: 'Bienvenida', [paths.home]: 'Inicio' };

/** Runs the fallback page's door at `address`: it paints in place, so it only fixes the address and names the page. */
function stay(address: string): Stay {
  const url = new URL(address, 'https://portal.example');
  let taken: string | null = null;
  let kept: unknown = null;
  const location = { pathname: url.pathname, search: url.search, replace: () => expect.unreachable('no second document') };
  const history = {
    state: { from: 'host' },
    replaceState: (state: unknown, _unused: string, to: string) => {
      kept = state;
      taken = to;
    },
  };
  const win: Record<string, unknown> = {};
  document.title = 'Portal';
  new Function('location', 'window', 'history', fallbackDoorScript(TITLES))(location, win, history);
  return { address: taken, page: win[DOOR_PAGE_FLAG], title: document.title, state: kept };
}

describe("the fallback page's door", () => {
  it('paints the welcome in place for a signed-out visitor at the root, at its address and with its title', () => {
    expect(stay('/')).toEqual({ address: paths.welcome, page: paths.welcome, title: 'Bienvenida', state: { from: 'host' } });
  });

  it('paints /home in place for a member at the root', () => {
    signIn();
    expect(stay('/')).toEqual({ address: paths.home, page: paths.home, title: 'Inicio', state: { from: 'host' } });
  });

  const addresses = [
    '/',
    '/inexistente',
    '/auth',
    '/AUTH/',
    '/homer',
    '/home/carne',
    '/auth/login',
    '/auth/register',
    '/public/x',
    '/?module_pk=1',
  ];

  it.each(addresses)('ends at %s where the door of /home and the app would, signed out and signed in', (address) => {
    for (const signedIn of [false, true]) {
      if (signedIn) signIn();
      expect(stay(address).address).toBe(enter(address).sentTo);
      expect(stay(address).page).toBe(enter(address).flag ?? undefined);
    }
  });

  it('leaves a deep link to the app: no page named, address and title untouched', () => {
    signIn();
    expect(stay('/home/carne')).toEqual({ address: null, page: undefined, title: 'Portal', state: null });
  });
});

describe("the fallback page's body script", () => {
  const page = () => {
    document.body.innerHTML =
      '<div id="app"></div><template data-door-page="/auth/welcome"><h1>Bienvenida</h1></template>' +
      '<template data-door-page="/home"><h1>Inicio</h1></template>';
  };
  const run = (chosen?: string) => new Function('window', fallbackBodyScript())({ [DOOR_PAGE_FLAG]: chosen });

  it.each([
    [paths.welcome, '<h1>Bienvenida</h1>'],
    [paths.home, '<h1>Inicio</h1>'],
  ])('puts the page the door chose (%s) in #app and drops the templates', (chosen, markup) => {
    page();
    run(chosen);
    expect(document.getElementById('app')!.innerHTML).toBe(markup);
    expect(document.querySelectorAll('template')).toHaveLength(0);
  });

  it('leaves #app empty for the app when the door chose nothing', () => {
    page();
    run();
    expect(document.body.innerHTML).toBe('<div id="app"></div>');
  });
});
