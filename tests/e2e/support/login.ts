// Two ways into a signed-in portal. `loginAs` starts a test where the login screen would have left it: the three
// session cookies written as core/session/session-cookies.ts writes them, from a real password grant of the sandbox, then
// /home opened. The login screen itself is tested through its form (shell-accounts, shell-guards, the embed
// tests): `loginThroughForm` types and submits as a person would. A form login costs about 2.4 s on two busy cores;
// over some eighty tests that was two minutes of `npm test` spent proving the same screen again.
//
// A test that goes straight to its own screen needs no /home first: `sessionState(email)` is the context's storage
// state of a signed-in account (`browser.open({ ...VIEWPORTS.phone, storageState: await sessionState(email) })`),
// and `writeSessionCookies` puts the same cookies into a context already open. Both come from one password grant
// per account and worker (a file per tenant under .tmp/e2e-sessions, emptied by the global set-up): the sandbox
// checks an access token by its signature and expiry alone, so a reset before each test leaves it valid. A reset
// does empty the sandbox's refresh grants: a cached session's refresh token is spent, and a test that needs a real
// refresh signs in for itself (a token lifetime of its own, resetSandbox({ accessTtlSeconds }), bypasses the cache).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import {
  AUTH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE_DAYS,
  SECONDS_PER_DAY,
  USER_DATA_COOKIE,
  USER_DATA_COOKIE_DAYS,
} from '../../../src/core/constants.ts';
import { readIdentity } from '../../../src/core/session/identity.ts';
import { at, mintsSeededTokens, passwordGrant } from './sandbox.ts';
import { pathname } from './shell.ts';
import { sessionsDir } from './tenants.ts';

export interface LoginOptions {
  /** For an account with several persons (familia@): the role to pick on /auth/switch. */
  as?: string;
}

async function expectHome(page: Page): Promise<void> {
  await expect.poll(() => pathname(page)).toBe('/home');
  await expect.poll(() => page.locator('main h1').textContent()).toBe('Inicio');
  // Home's reads have all answered (no placeholder left): a fault a test arms next is not spent by one of them.
  await expect.poll(() => page.locator('main [aria-busy=true], main [data-skeleton]').count()).toBe(0);
}

/** The login screen, typed into and submitted; /auth/switch answered when the account has several persons. */
export async function loginThroughForm(page: Page, email: string, options: LoginOptions = {}): Promise<void> {
  await page.goto(`${at.portal}/auth/login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  if (options.as) {
    await expect.poll(() => pathname(page)).toBe('/auth/switch');
    await page.getByRole('button', { name: `Entrar como ${options.as}` }).click();
  }
  await expectHome(page);
}

/** Signed in by cookie: the sandbox's password grant, the person chosen from the token, /home opened. */
export async function loginAs(page: Page, email: string, options: LoginOptions = {}): Promise<void> {
  await writeSessionCookies(page, email, options);
  await page.goto(`${at.portal}/home`);
  await expectHome(page);
}

type Cookie = Parameters<BrowserContext['addCookies']>[0][number];

interface CachedSession {
  /** When the grant was made (ms): a session is reused for half its token's life at most. */
  granted: number;
  cookies: Cookie[];
}

/** This worker's cache: its tenant's API port names the folder (the tenant is the worker's own). */
const cacheFile = (email: string, options: LoginOptions) =>
  `${sessionsDir(new URL(at.api).port)}/${email}${options.as ? `-${options.as}` : ''}.json`;

/** The session cookies of a demo account: from the worker's cache while the sandbox mints tokens as seeded. */
export async function sessionCookies(email: string, options: LoginOptions = {}): Promise<Cookie[]> {
  const file = cacheFile(email, options);
  if (mintsSeededTokens() && existsSync(file)) {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CachedSession;
    const lifetime = Math.min(...cached.cookies.map((c) => (c.expires ?? 0) * 1000 - cached.granted));
    if (Date.now() - cached.granted < lifetime / 2) return cached.cookies;
  }
  const cookies = await grantedCookies(email, options);
  if (mintsSeededTokens()) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify({ granted: Date.now(), cookies } satisfies CachedSession));
  }
  return cookies;
}

/** A signed-in account as a context's storage state (Playwright's shape), for `browser.open({ storageState })`. */
export async function sessionState(email: string, options: LoginOptions = {}): Promise<{ cookies: Cookie[]; origins: [] }> {
  return { cookies: await sessionCookies(email, options), origins: [] };
}

/** The session cookies a sign-in leaves (a real or cached password grant), written without opening any page. */
export async function writeSessionCookies(page: Page, email: string, options: LoginOptions = {}): Promise<void> {
  await page.context().addCookies(await sessionCookies(email, options));
}

/** The cookies a password grant of the sandbox gives, as the portal writes them. */
async function grantedCookies(email: string, options: LoginOptions): Promise<Cookie[]> {
  const tokens = await passwordGrant(email);
  const profiles = readIdentity(tokens.access_token) ?? [];
  const person = options.as ? profiles.find((profile) => profile.role === options.as) : profiles.length === 1 ? profiles[0] : undefined;
  if (!person) throw new Error(`${email}: no single person${options.as ? ` with role ${options.as}` : ''} in the token (pass { as })`);
  const now = Date.now() / 1000;
  const { id, role, first_name, first_lastname } = person;
  // The attributes the standalone portal writes (core/session/cookies.ts): path /, SameSite=Lax, Secure (loopback counts).
  const cookie = (name: string, value: string, seconds: number): Cookie => ({
    name,
    value,
    url: at.portal,
    sameSite: 'Lax' as const,
    secure: true,
    expires: now + seconds,
  });
  return [
    cookie(AUTH_TOKEN_COOKIE, tokens.access_token, tokens.expires_in),
    cookie(REFRESH_TOKEN_COOKIE, tokens.refresh_token, REFRESH_TOKEN_COOKIE_DAYS * SECONDS_PER_DAY),
    // js-cookie writes a value URI-encoded; the portal reads it back with js-cookie.
    cookie(
      USER_DATA_COOKIE,
      encodeURIComponent(JSON.stringify({ id, role, first_name, first_lastname })),
      USER_DATA_COOKIE_DAYS * SECONDS_PER_DAY,
    ),
  ];
}
