// [21/23] Errors reach someone: a screen that fails to render inside the demo host's cross-site frame is told to
// the host's `onError` (the embed's `error` event, which the demo page logs), without the member's data.
import { describe, expect, it } from 'vitest';
import { browserPerFile } from './support/browser.ts';
import { at } from './support/sandbox.ts';
import { framePath, logged, loginInFrame, openHost, portalFrame, tapInFrame } from './support/embed.ts';

const browser = browserPerFile();

describe('embedding: errors reach the host', () => {
  it("a render error in Mi suscripción reaches the host's onError, with no personal data", async () => {
    const { page, context } = await browser.open();
    // The API answers the beneficiaries' call with something that is not a list: the screen's render throws.
    await context.route(
      (url) => url.origin === at.api && url.pathname === '/beneficiaries',
      async (route) => route.fulfill({ response: await route.fetch(), body: JSON.stringify({ titular: 'titular@demo.es' }) }),
    );
    await openHost(page);
    await loginInFrame(page);
    const frame = portalFrame(page);
    await tapInFrame(page, frame.getByRole('button', { name: 'Abrir el menú' }));
    await tapInFrame(page, frame.locator('nav[aria-label="Menú principal"]').getByRole('link', { name: 'Mi suscripción' }));
    await expect.poll(() => framePath(page)).toBe('/home/subscription/resumen');
    await expect.poll(() => frame.getByRole('heading', { name: 'Algo ha fallado' }).count()).toBe(1);

    await expect.poll(async () => (await logged(page, 'error')).length).toBe(1);
    const [report] = await logged(page, 'error');
    expect(report).toMatchObject({ kind: 'render', where: 'home', error: 'TypeError', path: '/home/subscription/resumen' });
    expect((report as { message: string }).message).toMatch(/is not a function|is not iterable|undefined/);
    expect(JSON.stringify(report)).not.toMatch(/titular@demo\.es|demo\.es|\d{3,}/);
  });
});
