// The axe tour: every route of the portal, for every role that may open it, at 390 x 844 and at 1280 x 800, checked
// by axe on one page per role and size. The page is loaded once (signed in, /home) and then moved from screen to
// screen inside the app, as the side menu moves it (history.pushState, which wouter hears), so axe's 580 KB of
// script are parsed once per tour and not once per check. The browser files of the areas check their flows; the
// "zero axe violations on every route x role at both sizes" of issue 30 is this file's.
//
// Route x role covered (a stop is the address and the state the screen settles in, its data from the seeded sandbox):
//
// | role (account)                    | routes                                                                       |
// |-----------------------------------|------------------------------------------------------------------------------|
// | signed out                        | /auth/welcome, /auth/login (and its errors), /auth/register, /auth/plans,     |
// |                                   | /auth/registration-form, /auth/pleaseConfirmRegistration, /auth/confirm,      |
// |                                   | /auth/switch (familia@ after the form), /public/payment-pending,              |
// |                                   | /public/welcome, /public/invite/:id, /public/avisos/baja,                      |
// |                                   | /public/caregiver/:token (a link never issued)                                 |
// | Titular (titular@)                | /home, citas: agendar, proximas, pasadas, :id/cancelar, :id/cambiar;           |
// |                                   | support/questions, support/contact, pqr, pqr/new, pqr/:id; myPayments,         |
// |                                   | myPayments/:id; pacientes, pacientes/avisos; carne; medical-record/            |
// |                                   | medical-history, medical-history/:id; subscription/resumen,                    |
// |                                   | upgradeSubscription, extendedSubscription; benefits; headquarters;             |
// |                                   | payments/client, payments/upgrade, payments/extension, paymentApproval and     |
// |                                   | paymentRejected (no payment named: their error state), paymentMethod,          |
// |                                   | payment-agreements, sitePayment                                                |
// | Titular-CORPORATIVO (corporativo@)| /home, every module of its menu (all a holder's but Mis Pagos), pqr, pqr/new   |
// | Beneficiario (beneficiario@)      | /home, every module of its menu (all a holder's but Mi suscripción), pqr,      |
// |                                   | pqr/new                                                                        |
// | Vendedor (vendedor@)              | /home, mySales/advisorSummary, registerSale, customerInformation/sale/:id,     |
// |                                   | paymentSite, paymentCash and paymentPOS (no customer named)                    |
// | Asesor (asesor@)                  | /home, mySales/admin, registerSale, customerInformation/sale/:id, paymentSite  |
// | caregiver (cuidador@, issue 31)   | /auth/switch (whom to help), then acting for Lucía: /home with the banner,     |
// |                                   | citas/agendar, medical-record/medical-history (the modules granted); then     |
// |                                   | Lucía (titular@) signs in: /home/pacientes with that visit in "Quién ha       |
// |                                   | entrado" (the Titular tour above sees it empty)                                |
//
// Elsewhere, because the state is the test's own: home at every payment status (mora@, pendiente@, validacion@,
// oportunidad@, familia@...: shell-accounts-*, both sizes), payment-bold (it leaves for the card gateway) and the
// payment results after a gateway round trip (payments-*), the staff payment and sale receipts (staff-payments,
// sales-register*), /auth/end-registration (shell-end-registration), every module at 150 % on 320 px
// (reading-comfort), the portal in the demo host's frame (embed-*). No screenshot here: nothing compares them, and
// nobody looks at a hundred of them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { browserPerFile, VIEWPORTS, type BrowserFixture } from './browser.ts';
import { expectNoAxeViolations } from './checks.ts';
import { loginAs } from './login.ts';
import { at } from './sandbox.ts';

/**
 * A screen of the tour: its address; or a link to follow from another screen (an address with an id); or what a
 * person does on the screen they are on (a form sent), and the address it leads to.
 */
export type Stop = string | { follow: RegExp; from: string } | { act: string; run: (page: Page) => Promise<void>; reaches: string };

export interface Tour {
  /** The role as the table above names it. */
  role: string;
  /** The account signed in (none: the signed-out tour, which starts on the welcome). */
  account?: string;
  stops: Stop[];
}

const MODULES = [
  '/home/citas/agendar',
  '/home/support/questions',
  '/home/pacientes',
  '/home/carne',
  '/home/medical-record/medical-history',
  '/home/benefits',
  '/home/headquarters',
];

export const tours = {
  signedOut: {
    role: 'signed out',
    stops: [
      '/auth/welcome',
      '/auth/login',
      '/auth/register',
      '/auth/plans',
      '/auth/registration-form',
      '/auth/pleaseConfirmRegistration',
      '/auth/confirm',
      '/public/payment-pending',
      '/public/welcome',
      '/public/invite/no-existe',
      '/public/avisos/baja',
      '/public/caregiver/no-existe',
      '/auth/login',
      { act: 'the login sent empty', run: (page) => page.getByRole('button', { name: 'Entrar' }).click(), reaches: '/auth/login' },
      { act: 'familia@ signed in: two persons', run: (page) => loginThroughFormOnPage(page, 'familia@demo.es'), reaches: '/auth/switch' },
    ],
  },
  holder: {
    role: 'Titular',
    account: 'titular@demo.es',
    stops: [
      '/home',
      ...MODULES,
      '/home/citas/proximas',
      { from: '/home/citas/proximas', follow: /^\/home\/citas\/[^/]+\/cancelar$/ },
      { from: '/home/citas/proximas', follow: /^\/home\/citas\/[^/]+\/cambiar$/ },
      '/home/citas/pasadas',
      '/home/support/contact',
      '/home/pqr',
      { from: '/home/pqr', follow: /^\/home\/pqr\/(?!new$)[^/]+$/ },
      '/home/pqr/new',
      '/home/myPayments',
      { from: '/home/myPayments', follow: /^\/home\/myPayments\/[^/]+$/ },
      '/home/pacientes/avisos',
      { from: '/home/medical-record/medical-history', follow: /^\/home\/medical-record\/medical-history\/[^/]+$/ },
      '/home/subscription/resumen',
      '/home/subscription/upgradeSubscription',
      '/home/subscription/extendedSubscription',
      '/home/payments/client',
      '/home/payments/upgrade',
      '/home/payments/extension',
      '/home/paymentApproval',
      '/home/paymentRejected',
      '/home/paymentMethod',
      '/home/payment-agreements',
      '/home/sitePayment',
    ],
  },
  corporate: {
    role: 'Titular-CORPORATIVO',
    account: 'corporativo@demo.es',
    stops: ['/home', ...MODULES, '/home/subscription/resumen', '/home/pqr', '/home/pqr/new'],
  },
  beneficiary: {
    role: 'Beneficiario',
    account: 'beneficiario@demo.es',
    stops: ['/home', ...MODULES, '/home/myPayments', '/home/pqr', '/home/pqr/new'],
  },
  seller: {
    role: 'Vendedor',
    account: 'vendedor@demo.es',
    stops: [
      '/home',
      '/home/mySales/advisorSummary',
      { from: '/home/mySales/advisorSummary', follow: /^\/home\/customerInformation\/sale\/[^/]+$/ },
      '/home/registerSale',
      '/home/paymentSite',
      '/home/paymentCash',
      '/home/paymentPOS',
    ],
  },
  manager: {
    role: 'Asesor',
    account: 'asesor@demo.es',
    stops: [
      '/home',
      '/home/mySales/admin',
      { from: '/home/mySales/admin', follow: /^\/home\/customerInformation\/sale\/[^/]+$/ },
      '/home/registerSale',
      '/home/paymentSite',
    ],
  },
  caregiver: {
    role: 'caregiver',
    stops: [
      '/auth/login',
      {
        act: 'cuidador@ signed in: whom to help',
        run: (page) => loginThroughFormOnPage(page, 'cuidador@demo.es'),
        reaches: '/auth/switch',
      },
      {
        act: 'helping Lucía: the banner',
        run: (page) => page.getByRole('button', { name: /Ayudar a Lucía/ }).click(),
        reaches: '/home',
      },
      '/home/citas/agendar',
      '/home/medical-record/medical-history',
      // Lucía's side of that visit: "Quién ha entrado" as visits (the titular tour above sees it empty).
      {
        act: 'Lucía signed in after Pablo helped her',
        run: async (page) => {
          await page.context().clearCookies();
          await page.goto(`${at.portal}/auth/login`);
          await loginThroughFormOnPage(page, 'titular@demo.es');
        },
        reaches: '/home',
      },
      '/home/pacientes',
    ],
  },
} satisfies Record<string, Tour>;

const SIZES = { '390x844': VIEWPORTS.phone, '1280x800': VIEWPORTS.desktop };
/** A size of the tour: each has files of its own (axe-tour-*-{phone,desktop}.e2e.ts), so both workers share it. */
export type TourSize = keyof typeof SIZES;

const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * Moves the app to `path` without a page load: wouter hears pushState (it patches history), as a Link click does.
 * Two animation frames later the app has rendered the new route: its screen, or the spinner of its lazy chunk.
 */
async function moveTo(page: Page, path: string): Promise<void> {
  if (here(page) === path) return;
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        history.pushState(null, '', to);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    path,
  );
}

/**
 * The screen has finished loading: it has drawn its heading, and no chunk or data is awaited any more (no
 * "Cargando" spinner, no skeleton, no busy list). moveTo's two frames have let the router draw the new route, so
 * the heading is the new screen's, or the lazy chunk's spinner is there and the wait goes on.
 */
async function settled(page: Page, stop: string): Promise<void> {
  const state = () =>
    page.evaluate(() => {
      const heading = document.querySelector('main h1')?.textContent?.trim() ?? '';
      const loading = [...document.querySelectorAll('main [aria-busy=true], main [data-skeleton], [role=status]')].filter(
        (node) => node.matches('[aria-busy=true], [data-skeleton]') || /Cargando/.test(node.textContent ?? ''),
      );
      return {
        heading: heading !== '',
        loading: loading.map((node) => node.outerHTML.slice(0, 120)),
      };
    });
  await expect
    .poll(state, { message: `${stop}: the screen settled (heading drawn, nothing loading)` })
    .toEqual({ heading: true, loading: [] });
}

/** The login form typed into and sent, on the page as it is (loginThroughForm would load the login anew). */
async function loginThroughFormOnPage(page: Page, email: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function visit(page: Page, stop: Stop): Promise<string> {
  if (typeof stop !== 'string' && 'act' in stop) {
    await stop.run(page);
    await expect.poll(() => here(page)).toBe(stop.reaches);
    await settled(page, stop.act);
    return `${stop.reaches} (${stop.act})`;
  }
  if (typeof stop === 'string') {
    await moveTo(page, stop);
    await settled(page, stop);
    expect(here(page), `${stop} kept its address`).toBe(stop);
    return stop;
  }
  await moveTo(page, stop.from);
  await settled(page, stop.from);
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const target = hrefs.find((href) => stop.follow.test(href));
  expect(target, `a link ${stop.follow} on ${stop.from}`).toBeDefined();
  await moveTo(page, target!);
  await settled(page, target!);
  expect(here(page)).toBe(target);
  return target!;
}

/**
 * One test per role at `size`: the role's first screen loaded, then each stop reached inside the page and checked
 * by axe. A violation names the address, the role and the size.
 */
export function describeAxeTours(list: readonly Tour[], size: TourSize): void {
  const browser = browserPerFile();
  for (const tour of list) describeTour(browser, tour, size);
}

function describeTour(browser: BrowserFixture, tour: Tour, size: TourSize): void {
  describe(`axe on every route of ${tour.role}`, () => {
    it(`${size}: ${tour.stops.length} screens, zero violations`, async () => {
      const { page } = await browser.open(SIZES[size]);
      if (tour.account) await loginAs(page, tour.account);
      else await page.goto(`${at.portal}${tour.stops[0] as string}`);
      const seen: string[] = [];
      for (const stop of tour.stops) {
        const reached = await visit(page, stop);
        await expectNoAxeViolations(page).catch((error: Error & { actual?: unknown }) => {
          // The violations themselves (axe's rule, help and targets), not the matcher's folded "[ Array(1) ]".
          throw new Error(`${reached} (${tour.role}, ${size}): ${JSON.stringify(error.actual ?? error.message)}`);
        });
        seen.push(reached);
      }
      expect(seen).toHaveLength(tour.stops.length);
    }, 240_000);
  });
}
