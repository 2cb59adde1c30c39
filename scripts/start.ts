// `npm start`: builds, then serves the portal, the demo host and the sandbox API until Ctrl-C.
import { spawnSync } from 'node:child_process';
import { startAll } from '../demo-host/servers/start-all.ts';
import { DEMO_ACCOUNTS } from '../contract/accounts/demo-accounts.ts';
import { DEMO_PASSWORD, DEMO_OTP } from '../demo-host/sandbox/domains/accounts/demo-accounts.ts';

const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const running = await startAll().catch((error: Error) => {
  console.error(`\n${error.message}`);
  process.exit(1);
});
const { portal, host, hostSameSite, api } = running.addresses;
console.log(`
  Portal            ${portal}/
  Demo host         ${host}/   (same-site variant: ${hostSameSite}/)
  Sandbox API       ${api}/   (OpenAPI: ${api}/openapi.json; its own controls and card gateway: ${api}/__sandbox/openapi.json)
  Mailbox           ${api}/__sandbox/mailbox   (the e-mails and SMS the sandbox would have sent)

  Demo accounts (password ${DEMO_PASSWORD}, OTP ${DEMO_OTP}):
${DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(24)} ${a.summary}`).join('\n')}

  Ctrl-C stops all three.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(130);
    stopping = true;
    void running.close().then(() => process.exit(0));
  });
}
