// npm run contract -- [--api URL] [--access-control URL] [--form-backend URL] [--user U --password P]
//                     [--account U:P ...] [--client-id ID --client-secret S] [--read-only]
// Without --api it starts a sandbox in-process on a free port and uses its demo accounts (docs/contract.md).
import { parseArgs } from 'node:util';
import { startSandbox } from '../../server.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../secrets.ts';
import { DEMO_PASSWORD } from '../../domains/accounts/demo-accounts.ts';
import { operations } from '../operations.ts';
import { report, runKit, type Account } from './kit.ts';

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    'access-control': { type: 'string' },
    'form-backend': { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    account: { type: 'string', multiple: true },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    'read-only': { type: 'boolean' },
  },
});

const sandbox = values.api ? null : await startSandbox({ port: 0 });
try {
  const api = values.api ?? sandbox!.url;
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
    clientId: values['client-id'] ?? CLIENT_ID,
    clientSecret: values['client-secret'] ?? CLIENT_SECRET,
    // The sandbox's own: each example as its demo account; a holder and a seller for the refusals.
    accounts: given.length ? given : ['titular@demo.es', 'vendedor@demo.es'].map((username) => ({ username, password: DEMO_PASSWORD })),
    ...(given.length ? {} : { demoPassword: DEMO_PASSWORD }),
    readOnly: values['read-only'] ?? false,
  });
  const { lines, failed } = report(outcomes);
  for (const line of lines) console.log(line);
  process.exitCode = failed ? 1 : 0;
} finally {
  await sandbox?.close();
}
