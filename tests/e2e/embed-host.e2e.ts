// [4/9] Embedding, the host's side of a normal visit: the demo host (localhost) frames the portal
// (127.0.0.1, another site); the user signs in and moves inside the frame, the host's buttons move the
// portal, route reports and form-window data reach the host, and the session survives reloads.
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, browserPerFile } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { expectNoAxeViolations } from './support/checks.ts';
import {
  FORM_TITLE,
  PORTAL_TITLE,
  expectFrameHome,
  framePath,
  logged,
  loggedNavigation,
  loginInFrame,
  openHost,
  portalFrame,
  reloadFrame,
  reloadHostSignedIn,
  tapInFrame,
} from './support/embed.ts';

const browser = browserPerFile();

describe('embedding: the demo host', () => {
  it('frames the portal 375 px wide (as high as its content) on a wide screen and at the full width on a phone', async () => {
    const { page } = await browser.open();
    await openHost(page);
    const iframe = page.locator(`iframe[title="${PORTAL_TITLE}"]`);
    expect(await iframe.boundingBox()).toMatchObject({ width: 375 });
    expect((await iframe.boundingBox())!.height).toBeGreaterThanOrEqual(480);
    await expect.poll(() => portalFrame(page).locator('h1').textContent()).toBe('Iniciar sesión');
    await expectNoAxeViolations(page);

    const phone = await browser.open({ ...VIEWPORTS.phone, viewport: { width: 360, height: 740 } });
    await openHost(phone.page);
    const box = await phone.page.locator(`iframe[title="${PORTAL_TITLE}"]`).boundingBox();
    const area = await phone.page.locator('#portal').boundingBox();
    expect(box?.width).toBeLessThan(375);
    expect(box?.width).toBe(area?.width);
    await phone.page.locator('#portal').scrollIntoViewIfNeeded();
  });

  it('signs in and moves inside the frame; every route change reaches the host', async () => {
    const { page } = await browser.open();
    await openHost(page);
    expect(await loggedNavigation(page, '/auth/login')).toBe(true);
    await loginInFrame(page);
    await expect.poll(() => loggedNavigation(page, '/home')).toBe(true);

    const frame = portalFrame(page);
    await tapInFrame(page, frame.getByRole('button', { name: 'Abrir el menú' }));
    await tapInFrame(page, frame.locator('nav[aria-label="Menú principal"]').getByRole('link', { name: 'Mi Perfil' }));
    await expect.poll(() => framePath(page)).toBe('/home/pacientes');
    await expect.poll(() => loggedNavigation(page, '/home/pacientes')).toBe(true);
  });

  it("moves the portal with the host's NAVIGATION buttons", async () => {
    const { page } = await browser.open();
    await openHost(page);
    await loginInFrame(page);

    await page.getByRole('button', { name: 'Ver mi carné' }).click();
    await expect.poll(() => framePath(page)).toBe('/home/carne');
    await expect.poll(() => loggedNavigation(page, '/home/carne')).toBe(true);

    await page.getByRole('button', { name: 'Pagar mi suscripción' }).click();
    await expect.poll(() => framePath(page)).toBe('/home/payments/client');
    await expect.poll(() => loggedNavigation(page, '/home/payments/client')).toBe(true);
    // Still the first connection: NAVIGATION moved the portal inside its page, it did not reload it.
    expect(await logged(page, 'connection-lost')).toEqual([]);
  });

  it('shows the form window (title and icon) and opens the portal where the form module says', async () => {
    const { page } = await browser.open();
    await openHost(page);
    await loginInFrame(page);

    await page.getByRole('button', { name: 'Abrir el formulario «Completa tu perfil»' }).click();
    await expect.poll(() => page.locator('#form-window-text').textContent(), { timeout: 10_000 }).toBe('Completa tu perfil');
    const [formWindow] = (await logged(page, 'form-window')) as { title: string; icon: string }[];
    expect(formWindow?.title).toBe('Completa tu perfil');
    expect(formWindow?.icon).toMatch(/^https?:\/\//);
    expect(await page.locator('#form-window-icon').getAttribute('src')).toBe(formWindow?.icon);

    const form = portalFrame(page, FORM_TITLE);
    const complete = form.getByRole('button', { name: 'Completar ahora' });
    await complete.waitFor();
    // The host removes this frame in answer to the click, which can leave Playwright's click waiting on a frame that
    // is gone: click from inside the page instead.
    await complete.evaluate((button) => (button as HTMLButtonElement).click());
    await expect.poll(() => loggedNavigation(page, '/home/pacientes')).toBe(true);
    // The demo host closes the form and mounts the portal at the path the module sent.
    await expect.poll(() => framePath(page), { timeout: 10_000 }).toBe('/home/pacientes');
    await expect.poll(() => page.locator('#form-window-text').textContent()).toBe('Ningún formulario abierto.');
  });

  it('keeps the session in partitioned cookies across a reload of the frame and of the host page', async () => {
    const { context, page } = await browser.open();
    await openHost(page);
    await loginInFrame(page);

    const cookies = await context.cookies(at.portal);
    for (const name of ['authToken', 'userData']) {
      // Partitioned (CHIPS) under the host's site: the key is the top-level site that framed the portal.
      expect(
        cookies.find((c) => c.name === name),
        name,
      ).toMatchObject({
        sameSite: 'None',
        secure: true,
        partitionKey: expect.stringMatching(/^http:\/\/localhost/),
      });
    }

    await reloadFrame(page);
    await expect.poll(async () => (await logged(page, 'connection-lost')).length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await logged(page, 'reconnected')).length, { timeout: 10_000 }).toBe(1);
    // The frame reloads at /auth/login, the embed's first path: signed in, the portal goes home by itself.
    await expectFrameHome(page);

    await reloadHostSignedIn(page);
    await expectNoAxeViolations(page);

    // CHIPS keeps the framed session apart: the portal in its own tab is not signed in.
    const own = await context.newPage();
    await own.goto(`${at.portal}/home`);
    await expect.poll(() => new URL(own.url()).pathname, { timeout: 10_000 }).toMatch(/^\/auth\//);
  });

  it('works the same on the same-site variant, where the form module can be left with "Ahora no"', async () => {
    const { page } = await browser.open();
    await openHost(page, at.hostSameSite);
    await expectNoAxeViolations(page);
    await loginInFrame(page);
    await expect.poll(() => loggedNavigation(page, '/home')).toBe(true);

    await page.getByRole('button', { name: 'Abrir el formulario «Completa tu perfil»' }).click();
    await expect.poll(() => page.locator('#form-window-text').textContent(), { timeout: 10_000 }).toBe('Completa tu perfil');
    const homeReports = async () => (await logged(page, 'navigation')).filter((d) => (d as { url: string }).url === '/home').length;
    const before = await homeReports();
    // The host removes the form's frame in answer to this click: Playwright's own click could be left waiting on a
    // frame that is gone ("Frame was detached", the second try of an earlier run); a click from inside the page
    // ends with the click, as in the test above.
    const notNow = portalFrame(page, FORM_TITLE).getByRole('button', { name: 'Ahora no' });
    await notNow.waitFor();
    await notNow.evaluate((button) => (button as HTMLButtonElement).click());
    await expect.poll(homeReports).toBeGreaterThan(before);
    await expectFrameHome(page);
  });
});

describe('embedding: a browser that refuses the portal its cookies', () => {
  it('offers the ways in instead of a form that cannot work, and the portal in a tab of its own', async () => {
    const { context, page } = await browser.open();
    // Stands in for a browser with all third-party storage off: in the portal's frame, cookies do not stick.
    await context.addInitScript((portal: string) => {
      if (location.origin !== portal || self === top) return;
      Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: () => '', set: () => undefined });
    }, at.portal);
    await openHost(page);
    const frame = portalFrame(page);
    await expect.poll(() => frame.getByRole('heading', { name: 'Entrar desde esta página' }).count()).toBe(1);
    expect(await frame.getByLabel('Contraseña').count()).toBe(0);
    const open = frame.getByRole('link', { name: 'Abrir en una pestaña nueva' });
    expect(await open.getAttribute('href')).toBe(`${at.portal}/auth/login`);
    await expectNoAxeViolations(page);
    // Opened standalone (top level), the same browser would keep the session: no notice there.
    const standalone = await context.newPage();
    await standalone.goto(`${at.portal}/auth/login`);
    await expect.poll(() => standalone.locator('h1').textContent()).toBe('Iniciar sesión');
    await standalone.waitForFunction(() => (window as { __portalReady?: boolean }).__portalReady === true);
    expect(await standalone.getByText('Tu navegador no guarda las cookies de este portal').count()).toBe(0);
    expect(await standalone.getByText('Entrar desde esta página').count()).toBe(0);
  });
});
