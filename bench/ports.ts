import { createServer } from 'node:net';

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Throws when any port is taken: the bench must measure its own fresh build, not whatever answers there. */
export async function assertPortsFree(ports: number[], host = '127.0.0.1'): Promise<void> {
  const taken: number[] = [];
  for (const port of ports) if (!(await isFree(port, host))) taken.push(port);
  if (taken.length > 0) {
    throw new Error(
      `${taken.length > 1 ? 'Ports' : 'Port'} ${taken.join(', ')} on ${host} ${taken.length > 1 ? 'are' : 'is'} in use ` +
        '(is "npm start", an e2e run or another bench running?). ' +
        'Stop it first: the bench serves its own fresh build on these ports.',
    );
  }
}
