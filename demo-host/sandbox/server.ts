import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { createSandbox, type SandboxOptions } from './app.ts';
import { ConnectionDrop } from './errors.ts';

export interface StartOptions extends SandboxOptions {
  port: number;
  host?: string;
}

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
  /** Back to the seeded state, as `POST /__sandbox/reset` does. */
  reset(): void;
}

/** Listens on host:port (port 0 picks a free one) and resolves once the socket is bound. */
export async function startSandbox(opts: StartOptions): Promise<RunningSandbox> {
  const { port, host = '127.0.0.1', ...sandboxOptions } = opts;
  const { app, reset } = createSandbox(sandboxOptions);
  const listener = getRequestListener(async (request: Request, env: HttpBindings | Http2Bindings) => {
    try {
      return await app.fetch(request, env);
    } catch (err) {
      if (!(err instanceof ConnectionDrop)) throw err;
      // A drop fault: the client sees its connection die without any response.
      env.incoming.socket.destroy();
      return new Response(null, { status: 204 });
    }
  });
  const server: Server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const running = await startSandbox({ port: Number(process.env.API_PORT) || 4175, host: '127.0.0.1' });
  console.log(`Sandbox API escuchando en ${running.url}`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
