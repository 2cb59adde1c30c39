// What only a browser proves of the throttles (docs/contract.md, "Throttles"): the portal and the API are on two
// origins, so the 429's Retry-After reaches the page only when the API exposes it through CORS. Without it the
// login would say "unos minutos"; with it, the real wait. The rest (the words, the form kept, no retry by itself,
// the sign-in after the wait) is tests/unit/auth/too-many-attempts.test.tsx.
import { describe, expect, it } from 'vitest';
import { PASSWORD_ACCOUNT } from '../../contract/throttle.ts';
import { DEMO_PASSWORD } from '../../demo-host/sandbox/domains/accounts/demo-accounts.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../demo-host/sandbox/secrets.ts';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { at } from './support/sandbox.ts';

const browser = browserPerFile();

describe('too many wrong passwords, in a browser, across origins', () => {
  it('the login says how long to wait, read from Retry-After, and keeps what was typed', async () => {
    const email = 'titular@demo.es';
    for (let i = 0; i < PASSWORD_ACCOUNT.limit; i += 1) {
      const query = new URLSearchParams({
        grant_type: 'password',
        username: email,
        password: 'mal',
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      });
      expect((await fetch(`${at.api}/oauth2/token?${query}`, { method: 'POST' })).status).toBe(401);
    }
    const { page } = await browser.open(VIEWPORTS.phone);
    await page.goto(`${at.portal}/auth/login`);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .poll(async () => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toContain('Has hecho demasiados intentos. Espera 15 minutos y vuelve a intentarlo.');
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe(email);
    expect(await page.getByLabel('Contraseña', { exact: true }).inputValue()).toBe(DEMO_PASSWORD);
  });
});
