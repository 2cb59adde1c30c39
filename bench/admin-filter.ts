// The clients admin (mySales/admin, ~500 customers): how long a filter change takes to show its list, from the
// select's change to the list no longer busy, measured inside the page with the CPU slowed 4x. Median of 20.
import type { BrowserContext } from 'playwright-core';
import { CPU_SLOWDOWN } from './budgets.ts';
import { median, spread } from './stats.ts';

export const FILTER_CHANGES = 20;

export interface FilterTiming {
  medianMs: number;
  spread: number;
  runsMs: number[];
}

// Source text, not a function (see cold-load.ts): flips the status filter and resolves when the list that
// answers it is on screen (aria-busy back to false after having been true).
const CHANGE_AND_WAIT = (status: string) => `new Promise((resolve, reject) => {
  const select = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Estado')?.control;
  const busy = () => document.querySelector('[data-testid="sales-results"]')?.getAttribute('aria-busy');
  let seenBusy = false;
  const start = performance.now();
  const observer = new MutationObserver(() => {
    if (busy() === 'true') seenBusy = true;
    else if (seenBusy) { observer.disconnect(); resolve(performance.now() - start); }
  });
  observer.observe(document.querySelector('main'), { subtree: true, attributes: true, childList: true });
  select.value = ${JSON.stringify(status)};
  select.dispatchEvent(new Event('change', { bubbles: true }));
  setTimeout(() => reject(new Error('the list did not answer within 10 s')), 10000);
})`;

export async function measureAdminFilter(context: BrowserContext, portal: string, password: string): Promise<FilterTiming> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${portal}/auth/login`);
  await page.getByLabel('Correo electrónico').fill('asesor@demo.es');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${portal}/home`);
  await page.goto(`${portal}/home/mySales/admin`);
  await page.locator('[data-testid="sales-results"][aria-busy="false"]').waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const statuses = ['En Mora', 'Active', 'payment_pending', 'negotiation', ''];
  const runsMs: number[] = [];
  for (let i = 0; i < FILTER_CHANGES; i += 1) {
    runsMs.push((await page.evaluate(CHANGE_AND_WAIT(statuses[i % statuses.length]!))) as number);
  }
  const rounded = runsMs.map((ms) => Math.round(ms * 10) / 10);
  return { medianMs: Math.round(median(runsMs) * 10) / 10, spread: Math.round(spread(runsMs) * 1000) / 1000, runsMs: rounded };
}
