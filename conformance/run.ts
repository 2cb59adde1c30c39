// npm run contract -- [--api URL] [--access-control URL] [--form-backend URL] [--user U --password P]
//                     [--account U:P ...] [--client-id ID --client-secret S] [--portal URL] [--otp-code C]
//                     [--sandbox] [--read-only] [--throttles] [--throttle-account U:P]
// Without --api it starts the demo's sandbox in-process on a free port and uses its demo accounts (docs/contract.md).
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { operations } from '../contract/operations.ts';
import { report, runKit, type Account } from './kit.ts';
import { SANDBOX_THROTTLE_ACCOUNT } from './throttles.ts';

/**
 * The demo's sandbox, loaded by path and only without --api: the kit depends on contract/ alone, so a provider
 * runs it against their own server from a checkout that has no demo-host/. Typed here by what the kit uses of it.
 */
const SANDBOX_SERVER = new URL('../demo-host/sandbox/server.ts', import.meta.url);
/**
 * The demo accounts the sandbox's refusals and authorization probes run as (the first of each role answers the
 * role checks): holders on three plans, a beneficiary of two of them, sellers of two advisors and a manager
 * (docs/sandbox.md).
 */
export const SANDBOX_CALLERS = [
  'titular@demo.es',
  'vendedor@demo.es',
  'nuevo@demo.es',
  'beneficiario@demo.es',
  'otrovendedor@demo.es',
  'asesor@demo.es',
  'otrotitular@demo.es',
  'otrobeneficiario@demo.es',
];
const SANDBOX_ACCOUNTS = new URL('../demo-host/sandbox/domains/accounts/demo-accounts.ts', import.meta.url);

interface DemoSandbox {
  url: string;
  close: () => Promise<void>;
}

async function startDemoSandbox(): Promise<{ sandbox: DemoSandbox; password: string }> {
  if (!existsSync(fileURLToPath(SANDBOX_SERVER)))
    throw new Error(
      'contrato: sin --api el kit usa el sandbox de demo-host/, que no está en esta copia; indica --api URL --user U --password P',
    );
  const server = (await import(SANDBOX_SERVER.href)) as { startSandbox: (options: { port: number }) => Promise<DemoSandbox> };
  const accounts = (await import(SANDBOX_ACCOUNTS.href)) as { DEMO_PASSWORD: string };
  return { sandbox: await server.startSandbox({ port: 0 }), password: accounts.DEMO_PASSWORD };
}

/** The command, as a function: its exit code (1 on any mismatch); `fetch` lets a test put a faulty server behind it. */
export async function contract(args: string[], io: { fetch?: typeof fetch; log?: (line: string) => void } = {}): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      api: { type: 'string' },
      'access-control': { type: 'string' },
      'form-backend': { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      account: { type: 'string', multiple: true },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      portal: { type: 'string' },
      'otp-code': { type: 'string' },
      sandbox: { type: 'boolean' },
      'read-only': { type: 'boolean' },
      throttles: { type: 'boolean' },
      'throttle-account': { type: 'string' },
    },
  });
  const log = io.log ?? ((line: string) => console.log(line));
  const demo = values.api ? null : await startDemoSandbox();
  const sandbox = demo?.sandbox;
  try {
    const api = values.api ?? sandbox!.url;
    const account = (pair: string): Account => ({
      username: pair.slice(0, pair.indexOf(':')),
      password: pair.slice(pair.indexOf(':') + 1),
    });
    const given: Account[] = [];
    if (values.user) given.push({ username: values.user, password: values.password ?? '' });
    for (const pair of values.account ?? []) {
      const at = pair.indexOf(':');
      given.push({ username: pair.slice(0, at), password: pair.slice(at + 1) });
    }
    if (values.api && !given.length) throw new Error('contrato: con --api hace falta al menos --user y --password (una cuenta de prueba)');
    const outcomes = await runKit(operations, {
      api,
      accessControl: values['access-control'],
      formBackend: values['form-backend'],
      // Without them, the ones the configuration exchange gives the portal.
      clientId: values['client-id'],
      clientSecret: values['client-secret'],
      // The sandbox's own: each example as its demo account; the callers of the refusals and probes.
      accounts: given.length || !demo ? given : SANDBOX_CALLERS.map((username) => ({ username, password: demo.password })),
      ...(given.length || !demo ? {} : { demoPassword: demo.password }),
      // The sandbox it started, or one named with --sandbox: its test controls may be used (it is reset first).
      sandbox: !values.api || (values.sandbox ?? false),
      portal: values.portal,
      otpCode: values['otp-code'],
      readOnly: values['read-only'] ?? false,
      throttles: values.throttles ?? false,
      // The sandbox's: a demo account no other check signs in as, locked for the window and then signed in.
      throttleAccount: values['throttle-account']
        ? account(values['throttle-account'])
        : demo
          ? { username: SANDBOX_THROTTLE_ACCOUNT, password: demo.password }
          : undefined,
      fetch: io.fetch,
    });
    const { lines, failed } = report(outcomes);
    for (const line of lines) log(line);
    return failed ? 1 : 0;
  } finally {
    await sandbox?.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await contract(process.argv.slice(2));
}
