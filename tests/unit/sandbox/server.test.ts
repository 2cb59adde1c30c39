// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../demo-host/sandbox/server.ts';

let running: RunningSandbox | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('node server', () => {
  it('listens on a free port and builds configuration URLs from it', async () => {
    running = await startSandbox({ port: 0 });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${running.url}/nomenclatures/genders`);
    expect(response.status).toBe(200);
  });

  it('drops the connection for a drop fault, so the client fetch rejects, and keeps serving', async () => {
    running = await startSandbox({ port: 0 });
    await fetch(`${running.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/nomenclatures/*', drop: true }),
    });
    await expect(fetch(`${running.url}/nomenclatures/genders`)).rejects.toThrow(TypeError);
    expect((await fetch(`${running.url}/nomenclatures/genders`)).status).toBe(200);
  });
});
