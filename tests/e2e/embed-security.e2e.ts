// [4/9] Embedding, what must not work and what must recover: refused URLs on the host's side, forged bridge
// messages from pages that are not on the allowlist (both directions), and a portal that goes down mid-session.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import {
  NAMESPACE,
  PORTAL_TITLE,
  collectConsole,
  collectWarnings,
  embedModulePath,
  foreignOrigin,
  framePath,
  logEntries,
  logged,
  loginInFrame,
  openHost,
  portalFrame,
  proxyPortal,
  reloadFrame,
  servePage,
  expectFrameHome,
  reloadHostSignedIn,
} from './support/embed.ts';

const browser = browserPerFile();

/**
 * A page that frames the portal's login and, every 100 ms, plays a penpal host by hand: a handshake it always
 * leads ("z" sorts after any id penpal makes), then a NAVIGATION call.
 */
const forgedParent = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Otra web</title></head><body>
<iframe title="Portal" src="${at.portal}/auth/login" width="375" height="812"></iframe>
<script>
  const frame = document.querySelector('iframe');
  const say = (message) => frame.contentWindow.postMessage({ namespace: '${NAMESPACE}', channel: undefined, ...message }, '*');
  window.posts = 0;
  setInterval(() => {
    say({ type: 'SYN', participantId: 'zzzzzzzz' });
    say({ type: 'ACK1', methodPaths: [] });
    say({ type: 'CALL', id: 'forged-' + window.posts, methodPath: ['navigate'], args: ['/auth/welcome'] });
    window.posts += 1;
  }, 100);
</script></body></html>`;

/** A page framed inside the host that plays the portal: a handshake, a hello, a route report, form-window data, a logout. */
const forgedChild = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Marco ajeno</title></head><body>
<script>
  const say = (message) => parent.postMessage({ namespace: '${NAMESPACE}', channel: undefined, ...message }, '*');
  const call = (method, ...args) => say({ type: 'CALL', id: 'forged-' + method, methodPath: [method], args });
  setInterval(() => {
    say({ type: 'SYN', participantId: 'forged' });
    call('hello', { page: 'forged' });
    call('onNavigation', { url: '/home/forged', topLevel: false });
    call('setFormWindow', { title: 'Formulario falso', icon: 'https://evil.example/icon.svg' });
    call('logout');
  }, 100);
</script></body></html>`;

async function postsAfter(page: Page, count: number): Promise<void> {
  const start = (await page.evaluate(() => (window as unknown as { posts: number }).posts)) ?? 0;
  const posts = () => page.evaluate(() => (window as unknown as { posts: number }).posts);
  await expect.poll(posts, { timeout: count * 500 }).toBeGreaterThan(start + count);
}

describe('embedding: what is refused', () => {
  it("refuses javascript: and foreign URLs given to the embed's navigate, and sends portal paths", async () => {
    const { context, page } = await browser.open();
    await proxyPortal(context);
    await context.route(`${at.host}/__embed.mjs`, (route) => route.fulfill({ path: embedModulePath, contentType: 'text/javascript' }));
    await servePage(
      context,
      `${at.host}/__embed-api.html`,
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>API</title></head><body><div id="p"></div>
      <script type="module">
        import { mount } from '/__embed.mjs';
        window.portal = mount(document.getElementById('p'), { src: '${at.portal}/', path: '/auth/login' });
        window.portal.on('ready', () => { document.documentElement.dataset.ready = ''; });
      </script></body></html>`,
    );
    const warnings = collectWarnings(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const frameUrls: string[] = [];
    page.on('framenavigated', (frame) => frame !== page.mainFrame() && frameUrls.push(frame.url()));

    await page.goto(`${at.host}/__embed-api.html`);
    await expect.poll(() => page.locator('html[data-ready]').count(), { timeout: 15_000 }).toBe(1);
    const refused = ['javascript:alert(1)', 'https://evil.example/', '//evil.example/', 'data:text/html,<p>x</p>'];
    const answers = await page.evaluate((urls) => {
      const portal = (window as unknown as { portal: { navigate(url: string): boolean } }).portal;
      return [...urls.map((url) => portal.navigate(url)), portal.navigate('/auth/welcome')];
    }, refused);
    expect(answers).toEqual([false, false, false, false, true]);
    await expect.poll(() => framePath(page)).toBe('/auth/welcome');
    for (const url of refused) expect(warnings).toContain(`[portal-embed] refused URL: ${url}`);
    expect(dialogs).toEqual([]);
    expect(frameUrls.length).toBeGreaterThan(0);
    expect(frameUrls.filter((url) => !url.startsWith(`${at.portal}/`))).toEqual([]);
  });

  it("refuses the same URLs pushed to the snippet's command queue", async () => {
    const { page } = await browser.open();
    const warnings = collectWarnings(page);
    await page.goto(`${at.host}/snippet.html`);
    await expect.poll(() => page.locator('html[data-portal-ready]').count(), { timeout: 15_000 }).toBe(1);
    await page.evaluate(() => {
      const queue = (window as unknown as { portalEmbed: { push(...c: unknown[]): number } }).portalEmbed;
      queue.push(['navigate', 'javascript:alert(1)'], ['navigate', 'https://evil.example/']);
    });
    await expect.poll(() => warnings.filter((w) => w.startsWith('[portal-embed] refused URL:')).length).toBe(2);
    await page.evaluate(() => {
      (window as unknown as { portalEmbed: { push(...c: unknown[]): number } }).portalEmbed.push(['navigate', '/auth/welcome']);
    });
    await expect.poll(() => framePath(page)).toBe('/auth/welcome');
    await expect.poll(() => portalFrame(page, 'Portal de afiliados').locator('h1').count()).toBeGreaterThan(0);
  });

  it('has the portal refuse javascript: and foreign URLs in a NAVIGATION message from its own host', async () => {
    const { page } = await browser.open();
    const warnings = collectWarnings(page);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openHost(page);
    // A penpal call posted by the host page itself, past the embed's own check: only the portal's policy stands in the way.
    const post = (url: string) =>
      page
        .locator(`iframe[title="${PORTAL_TITLE}"]`)
        .evaluate(
          (frame: HTMLIFrameElement, [namespace, to, target]) =>
            frame.contentWindow!.postMessage(
              { namespace, channel: undefined, type: 'CALL', id: to, methodPath: ['navigate'], args: [to] },
              target!,
            ),
          [NAMESPACE, url, at.portal] as const,
        );
    for (const url of ['javascript:alert(1)', 'https://evil.example/']) await post(url);
    await post('/auth/welcome');
    await expect.poll(() => framePath(page)).toBe('/auth/welcome');
    expect(warnings).toContain('[portal-bridge] refused URL: javascript:alert(1)');
    expect(warnings).toContain('[portal-bridge] refused URL: https://evil.example/');
    expect(dialogs).toEqual([]);
    expect(await logged(page, 'connection-lost')).toEqual([]);
  });

  it('ignores NAVIGATION from a page that is not on the allowlist, even when the CSP does not stop the frame', async () => {
    const { context, page } = await browser.open();
    await servePage(context, `${foreignOrigin}/forged-parent.html`, forgedParent);
    await servePage(context, `${at.host}/forged-parent.html`, forgedParent);

    const messages = collectConsole(page);
    // With its CSP, the portal refuses to be framed there at all.
    await proxyPortal(context);
    await page.goto(`${foreignOrigin}/forged-parent.html`);
    await expect.poll(() => page.frames()[1]?.url() ?? '').toMatch(/^chrome-error:/);
    expect(messages.some((m) => m.includes('frame-ancestors'))).toBe(true);

    // Routes added last are asked first: from now on the portal comes without its CSP.
    await proxyPortal(context, { dropFrameAncestors: true });
    await page.reload();
    await expect.poll(() => portalFrame(page, 'Portal').locator('h1').textContent(), { timeout: 10_000 }).toBe('Iniciar sesión');
    await postsAfter(page, 20);
    expect(framePath(page)).toBe('/auth/login');

    // The same page on an allowlisted origin does move the portal: the forged messages are well-formed.
    await page.goto(`${at.host}/forged-parent.html`);
    await expect.poll(() => framePath(page), { timeout: 10_000 }).toBe('/auth/welcome');
  });

  it("ignores bridge messages to the host from frames that are not the portal's iframe", async () => {
    const { context, page } = await browser.open();
    await servePage(context, `${foreignOrigin}/forged-child.html`, forgedChild);
    // The portal's origin but not the embed's iframe: the origin alone is not enough.
    await servePage(context, `${at.portal}/__forged-child.html`, forgedChild);
    await openHost(page);

    await page.evaluate((ns) => {
      const seen: Record<string, number> = {};
      (window as unknown as { forgedSeen: Record<string, number> }).forgedSeen = seen;
      window.addEventListener('message', (event) => {
        const data = event.data as { namespace?: string; args?: { url?: string }[] };
        if (data.namespace === ns && data.args?.[0]?.url === '/home/forged') seen[event.origin] = (seen[event.origin] ?? 0) + 1;
      });
    }, NAMESPACE);
    for (const src of [`${foreignOrigin}/forged-child.html`, `${at.portal}/__forged-child.html`]) {
      await page.evaluate((url) => {
        document.body.append(
          Object.assign(document.createElement('iframe'), { src: url, title: 'Marco ajeno', width: '10', height: '10' }),
        );
      }, src);
    }
    const seen = () => page.evaluate(() => (window as unknown as { forgedSeen: Record<string, number> }).forgedSeen);
    await expect.poll(async () => Object.values(await seen()).filter((n) => n >= 10).length, { timeout: 10_000 }).toBe(2);
    expect(Object.keys(await seen()).sort()).toEqual([foreignOrigin, at.portal].sort());

    const entries = await logEntries(page);
    expect(entries.filter((e) => /forged|Formulario falso|^logout/.test(e))).toEqual([]);
    expect(await logged(page, 'ready')).toHaveLength(1);
    expect(await page.locator('#form-window-text').textContent()).toBe('Ningún formulario abierto.');
    expect(framePath(page)).toBe('/auth/login');
  });
});

describe('embedding: the portal goes down mid-session', () => {
  it("shows the host's error state with a link to a new tab, and recovers when the portal answers again", async () => {
    const { context, page } = await browser.open();
    await openHost(page);
    await loginInFrame(page);
    const status = page.locator('.pe [role="status"]');

    await context.route(`${at.portal}/**`, (route) => route.abort('connectionrefused'));
    await reloadFrame(page);
    // The page the embed knew does not answer its ping after the frame's load (PING_TIMEOUT_MS, 1 s).
    await expect.poll(async () => (await logged(page, 'connection-lost')).length, { timeout: 5000 }).toBe(1);
    await expect.poll(() => status.textContent()).toBe('Reconectando con tu portal…');

    await expect.poll(async () => logged(page, 'timeout'), { timeout: 15_000 }).toEqual([{ after: 10_000 }]);
    expect(await status.getByText('No hemos podido conectar con tu portal.').isVisible()).toBe(true);
    const link = status.getByRole('link', { name: 'Abrir el portal en una pestaña nueva' });
    expect(await link.getAttribute('href')).toBe(`${at.portal}/auth/login`);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await page.locator(`iframe[title="${PORTAL_TITLE}"]`).evaluate((f: HTMLIFrameElement) => f.style.visibility)).toBe('hidden');
    await page.locator('#portal').scrollIntoViewIfNeeded();

    await context.unroute(`${at.portal}/**`);
    await reloadFrame(page);
    await expect.poll(async () => (await logged(page, 'reconnected')).length, { timeout: 10_000 }).toBe(1);
    expect(await status.isVisible()).toBe(false);
    await expectFrameHome(page);

    // A reload of the whole host page finds the portal, still signed in.
    await reloadHostSignedIn(page);
    expect(await status.isVisible()).toBe(false);
  });
});
