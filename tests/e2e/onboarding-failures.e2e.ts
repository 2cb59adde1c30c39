// [7/12] What goes wrong during sign-up: each failure says so in Spanish and nothing typed is lost. A wrong code, the
// code revoked after three, a document already registered and an invalid mobile are tested against the in-process
// sandbox (tests/unit/onboarding/registration-failures.test.tsx); a 500 on POST /customers stays here, where the
// confirmation link is the portal's own origin (see that file's note). Axe on registration-form is the axe tour's.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, VIEWPORTS } from './support/browser.ts';
import { addFault } from './support/sandbox.ts';
import { pathname } from './support/shell.ts';
import { choosePlan, continueToCode, fillHolder } from './support/onboarding.ts';

const browser = browserPerFile();
const alertText = (page: Page) => page.locator('main [role="alert"]').first().textContent();

async function atCode(page: Page) {
  await choosePlan(page);
  await fillHolder(page);
  await continueToCode(page);
}

describe('sign-up failures', () => {
  it('a 500 from POST /customers says so in Spanish, keeps everything, and the retry creates the member', async () => {
    const { page } = await browser.open(VIEWPORTS.phone);
    await atCode(page);
    await addFault({ method: 'POST', path: '/customers', status: 500 });
    await page.getByLabel('Código de verificación').fill('123456');
    await expect
      .poll(() => alertText(page))
      .toBe('No hemos podido crear tu afiliación. Vuelve a intentarlo: no has perdido nada de lo escrito.');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).toContain('Irene');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect.poll(() => pathname(page)).toBe('/auth/pleaseConfirmRegistration');
  });
});
