// [3/9] Route guards and redirects of docs/specification.md, sections 2 and 5, a module reached by URL that the user may
// not use, the person switch and sign-out.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { addFault, at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import { loginAs, writeSessionCookies } from './support/login.ts';
import { menuLinks, openSideMenu, pathname, readAlerts, sideMenu } from './support/shell.ts';
import type { ExpectedAlert } from './support/account-expectations.ts';

const browser = browserPerFile();

const heading = (page: Page) => page.locator('main h1').textContent();

describe('guards and redirects', () => {
  it('sends a visitor without the user cookie from /home, the root and unknown paths to /auth/welcome', async () => {
    const { page } = await browser.open();
    // '' and '/' go home, home sends to /auth, /auth to welcome; an unknown /public path goes to the root first.
    for (const path of ['', '/', '/home', '/home/carne', '/home/foo', '/auth', '/auth/foo', '/public/unknown']) {
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => pathname(page), { message: path }).toBe('/auth/welcome');
      await expect.poll(() => heading(page), { message: path }).toBe('Bienvenido a tu portal de salud');
    }
    await expectNoAxeViolations(page);
    // Known screens of /auth and /public stay where they are.
    await page.goto(`${at.portal}/auth/register`);
    await expect.poll(() => heading(page)).toBe('Hazte miembro');
    expect(pathname(page)).toBe('/auth/register');
    await page.goto(`${at.portal}/public/payment-pending`);
    await expect.poll(() => heading(page)).toBe('Pago pendiente');
    expect(pathname(page)).toBe('/public/payment-pending');
  });

  it('sends a logged-in user from /auth, the root and unknown paths to /home, and opens a module screen', async () => {
    const { page } = await browser.open();
    await writeSessionCookies(page, 'titular@demo.es');
    for (const path of ['/auth/login', '/auth/welcome', '/auth/end-registration', '/auth/foo', '', '/', '/home/foo', '/public/unknown']) {
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => pathname(page), { message: path }).toBe('/home');
      await expect.poll(() => heading(page), { message: path }).toBe('Inicio');
    }
    await page.goto(`${at.portal}/home/carne`);
    await expect.poll(() => heading(page)).toBe('Carné de afiliación');
    expect(pathname(page)).toBe('/home/carne');
    expect(await page.title()).toBe('Carné de afiliación · Portal de afiliados');
    await expectNoAxeViolations(page);
  });

  it('sends an unknown path to the root and from there on: /home, or /auth/welcome without the cookie', async () => {
    const { page } = await browser.open();
    for (const path of ['/x', '/x/y']) {
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => pathname(page), { message: path }).toBe('/auth/welcome');
    }
    await writeSessionCookies(page, 'vendedor@demo.es');
    await page.goto(`${at.portal}/x`);
    await expect.poll(() => pathname(page)).toBe('/home');
    await expect.poll(() => heading(page)).toBe('Inicio');
  });

  const blocked: [email: string, path: string, message: string][] = [
    [
      'mora@demo.es',
      '/home/carne',
      'Para entrar en «Carné de afiliación» primero tienes que ponerte al día con el pago de tu suscripción.',
    ],
    ['vendedor@demo.es', '/home/carne', '«Carné de afiliación» no está disponible para tu tipo de cuenta.'],
    ['beneficiario@demo.es', '/home/subscription/resumen', '«Mi suscripción» no está disponible para tu tipo de cuenta.'],
    ['oportunidad@demo.es', '/home/citas/agendar', '«Citas médicas» estará disponible cuando tu afiliación esté activa.'],
  ];
  for (const [email, path, message] of blocked) {
    it(`takes ${email} from ${path}, a module it may not use, to home with a notice`, async () => {
      const { page } = await browser.open();
      await writeSessionCookies(page, email);
      await page.goto(`${at.portal}${path}`);
      await expect.poll(() => pathname(page)).toBe('/home');
      await expect.poll(() => heading(page)).toBe('Inicio');
      const notice: ExpectedAlert = { role: 'status', title: 'No puedes entrar en esa sección', message, closable: true };
      await expect.poll(async () => (await readAlerts(page)).filter((a) => a.title === notice.title)).toEqual([notice]);
    });
  }

  it('lets familia@ pick a person on /auth/switch and only after a fresh login', async () => {
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/switch`);
    await expect.poll(() => pathname(page)).toBe('/auth/login');

    await loginAs(page, 'familia@demo.es', { as: 'Beneficiario' });
    expect(await page.locator('[data-testid="toolbar-user"] .name').textContent()).toBe('Ana Vázquez');
    await openSideMenu(page);
    // As a beneficiary: everything a member has but the subscription.
    await expect
      .poll(async () => (await menuLinks(page)).map(([title]) => title))
      .toEqual([
        'Citas médicas',
        'Ayuda y soporte',
        'Mis Pagos',
        'Mi Perfil',
        'Carné de afiliación',
        'Historia clinica',
        'Aliados y Ofertas',
        'Sedes',
      ]);
  });

  it('shows both persons of familia@ on the switch screen', async () => {
    const { page } = await browser.open();
    await page.goto(`${at.portal}/auth/login`);
    await page.getByLabel('Correo electrónico').fill('familia@demo.es');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect.poll(() => pathname(page)).toBe('/auth/switch');
    await expect.poll(() => heading(page)).toBe('¿Con qué perfil quieres entrar?');
    // Polled: the choices come after the switch asks whom this login may help (GET /caregivers/represented, issue 31);
    // the heading is there before them.
    const people = page.locator('main li button');
    await expect.poll(() => people.allInnerTexts()).toEqual(['Ana Vázquez\nEntrar como Titular', 'Ana Vázquez\nEntrar como Beneficiario']);
    await expectNoAxeViolations(page);
  });

  it('signs out from the side menu: the session cookies go and /home is closed again', async () => {
    const { context, page } = await browser.open();
    await loginAs(page, 'titular@demo.es');
    await openSideMenu(page);
    await sideMenu(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    // The login screen of /auth (docs/design.md, "Session"): the one place every ended session lands.
    await expect.poll(() => pathname(page)).toBe('/auth/login');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names.filter((n) => ['authToken', 'refreshToken', 'userData'].includes(n))).toEqual([]);
    await page.goto(`${at.portal}/home`);
    await expect.poll(() => pathname(page)).toBe('/auth/welcome');
  });
});

describe('a customer record that fails to load', () => {
  it('shows the error toast and an error state with a retry on home and on a module screen, never a spinner', async () => {
    const { page } = await browser.open();
    await writeSessionCookies(page, 'titular@demo.es');
    await addFault({ method: 'GET', path: '/customer/*', status: 503, count: 2 });
    for (const path of ['/home', '/home/carne']) {
      await page.goto(`${at.portal}${path}`);
      const error = page.getByRole('alert').filter({ hasText: 'No hemos podido cargar tus datos' });
      await expect.poll(() => error.count(), { message: path }).toBe(1);
      // The spec's toast for a failed customer load: the error's text.
      await expect.poll(() => page.getByText('Error fetching customer data').count()).toBeGreaterThan(0);
      expect(await page.getByRole('status', { name: /Cargando/ }).count()).toBe(0);
    }
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => page.locator('main h1').textContent()).toBe('Carné de afiliación');
  });
});
