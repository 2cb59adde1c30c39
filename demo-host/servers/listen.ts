import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';

export interface Listening {
  url: string;
  close(): Promise<void>;
}

/** Listens on one address; rejects with a clear message when the port is taken. */
export function listen(app: Hono, port: number, hostname: string): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`The port ${port} on ${hostname} is in use: stop what uses it or set another port.`)
          : error,
      );
    };
    const server: ServerType = serve({ fetch: app.fetch, port, hostname }, () => {
      server.off('error', onError);
      const host = hostname.includes(':') ? `[${hostname}]` : hostname;
      resolve({
        url: `http://${host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    server.once('error', onError);
  });
}
