// The first screens people land on, measured in one run: the login, the welcome a signed-out visitor of the
// portal's address reaches, /home for a returning member, and the root address (a typed address, a bookmark, the
// embed snippet's default), which sends the visitor to the welcome or the member to /home. "Ready" is the frame
// that paints the content the entry is for (bench/cold-load.ts): the heading of the login and the welcome, the
// service tiles of home, counted from the request of the address entered.
import { CLIENT_ID, CLIENT_SECRET } from '../demo-host/sandbox/secrets.ts';
import { DEMO_PASSWORD } from '../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { seedCustomers } from '../demo-host/sandbox/domains/accounts/seed-customers.ts';
import type { LoadOptions } from './cold-load.ts';
import type { FcpSeries } from './fcp-runs.ts';

export const READY = {
  login: 'main h1, h1',
  welcome: 'h1',
  home: 'ul[aria-label="Tus servicios"] a',
} as const;

const MEMBER = 'titular@demo.es';

/** A member's session as the login leaves it (the token cookies and the user-data cookie), fresh for each load. */
export async function memberSession(api: string, portal: string, member = MEMBER): Promise<LoadOptions> {
  const query = new URLSearchParams({
    grant_type: 'password',
    username: member,
    password: DEMO_PASSWORD,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  });
  const reply = await fetch(`${api}/oauth2/token?${query}`, { method: 'POST' });
  if (!reply.ok) throw new Error(`${member}: token answered ${reply.status}`);
  const tokens = (await reply.json()) as { access_token: string; refresh_token: string };
  const customer = seedCustomers().find((c) => c.email === member)!;
  const user = { id: customer.id, role: customer.role, first_name: customer.first_name, first_lastname: customer.first_lastname };
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url: portal });
  return {
    ready: READY.home,
    cookies: [
      cookie('authToken', tokens.access_token),
      cookie('refreshToken', tokens.refresh_token),
      cookie('userData', JSON.stringify(user)),
    ],
  };
}

export interface EntryFigures {
  url: string;
  readyMedianMs: number;
  fcpMedianMs: number;
  /** Ready time over the login's, and over the static page's FCP (the floor), same run. */
  toLogin: number;
  toStatic: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

export function entryRatios(series: { login: FcpSeries } & Record<string, FcpSeries>, staticPage: FcpSeries): Record<string, EntryFigures> {
  const login = series.login.readyMedianMs ?? series.login.medianMs;
  return Object.fromEntries(
    Object.entries(series).map(([id, s]) => {
      const ready = s.readyMedianMs ?? s.medianMs;
      return [
        id,
        {
          url: s.url,
          readyMedianMs: ready,
          fcpMedianMs: s.medianMs,
          toLogin: round(ready / login),
          toStatic: round(ready / staticPage.medianMs),
        },
      ];
    }),
  );
}
