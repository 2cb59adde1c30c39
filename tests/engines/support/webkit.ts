// Debian's WebKitGTK (Safari's engine) through classic WebDriver: WebKitWebDriver starts MiniBrowser in automation
// mode on an Xvfb display of its own. The protocol is plain JSON over HTTP, so this is a client over fetch of the
// dozen commands the suite uses rather than a WebDriver library. Classic WebDriver hears no console: the problem
// hook (engine.ts) is put in each document right after its load and read back before the next one.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { PROBLEM_HOOK, takeHookProblems, until, type Doc, type Launch } from './engine.ts';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The key WebDriver gives an element reference under (the spec's fixed name). */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** An X display of our own: Xvfb picks a free number and writes it to the descriptor it is given. */
function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    child.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.stdio[3]!.on('data', (chunk: Buffer) => resolve({ child, display: `:${chunk.toString().trim()}` }));
    child.once('exit', (code) => reject(new Error(`Xvfb exited (${code}):\n${said}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill();
  });

export const launchWebkit: Launch = async () => {
  const xvfb = await startXvfb();
  const port = await freePort();
  // A home of its own: MiniBrowser and the WebKit processes keep their data and caches under it, fresh each run.
  const home = mkdtempSync(`${process.cwd()}/.tmp/webkit-`);
  mkdirSync(`${home}/.config`, { recursive: true });
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display, HOME: home, XDG_CONFIG_HOME: `${home}/.config`, XDG_CACHE_HOME: `${home}/.cache` },
  });
  const base = `http://127.0.0.1:${port}`;
  const command = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  };
  await until(
    'WebKitWebDriver listening',
    () =>
      fetch(`${base}/status`).then(
        (r) => r.ok,
        () => false,
      ),
    true,
    10_000,
  );
  const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
  });
  const s = `/session/${sessionId}`;
  const main = await command<string>('GET', `${s}/window`);
  await command('POST', `${s}/window/rect`, { width: 1280, height: 800 });

  const execute = async (script: string, args: unknown[] = []) => command<unknown>('POST', `${s}/execute/sync`, { script, args });
  const run = async (fn: string, args: unknown[]) =>
    execute(`return (async (...a) => JSON.stringify(await (${fn})(...a)))(...JSON.parse(arguments[0]))`, [JSON.stringify(args)]).then(
      (json) => (json === undefined || json === null ? undefined : JSON.parse(json as string)) as unknown,
    );
  const toTop = () => command('POST', `${s}/frame`, { id: null });
  /** Switches into the iframe whose address starts with `origin`; false while there is none. */
  const into = async (origin: string): Promise<boolean> => {
    await toTop();
    const frame = await execute(
      `return [...document.querySelectorAll('iframe')].find((f) => f.src.startsWith(arguments[0] + '/')) || null`,
      [origin],
    );
    if (!frame) return false;
    // WebKitWebDriver clicks at the element's place in the window without scrolling its frame there first: a click
    // in a frame below the fold reached nothing (measured on the demo host). The frame is brought into view.
    await execute('arguments[0].scrollIntoView({ block: "center" })', [frame]);
    await command('POST', `${s}/frame`, { id: frame });
    // The hook, in case this is a document it has not seen (a frame reload, a new frame).
    await execute(PROBLEM_HOOK);
    return true;
  };
  const element = async (selector: string): Promise<string> => {
    let id = '';
    await until(
      `${selector} in the page`,
      async () => {
        const found = await command<Record<string, string>[]>('POST', `${s}/elements`, { using: 'css selector', value: selector });
        id = found[0]?.[ELEMENT] ?? '';
        return id !== '';
      },
      true,
    );
    return id;
  };
  const doc = (enter: () => Promise<unknown>, leave: () => Promise<unknown> = toTop): Doc => {
    // One command at a time: each enters its document (the top one or a frame) and leaves the session at the top.
    let queue: Promise<unknown> = Promise.resolve();
    const inside = <T>(work: () => Promise<T>): Promise<T> => {
      const next = queue.then(async () => {
        await enter();
        try {
          return await work();
        } finally {
          await leave().catch(() => undefined);
        }
      });
      queue = next.catch(() => undefined);
      return next;
    };
    return {
      evaluate: (fn, ...args) => inside(() => run(fn.toString(), args)) as never,
      click: (selector) =>
        inside(async () => {
          // A node re-rendered between finding and clicking is found again (the click never happened).
          for (let attempt = 1; ; attempt++) {
            try {
              const id = await element(selector);
              await execute('arguments[0].scrollIntoView({ block: "center" })', [{ [ELEMENT]: id }]);
              await command('POST', `${s}/element/${id}/click`, {});
              return;
            } catch (error) {
              if (attempt === 3 || !String(error).includes('stale element reference')) throw error;
            }
          }
        }),
      type: (selector, text) =>
        inside(async () => {
          const id = await element(selector);
          await execute('arguments[0].scrollIntoView({ block: "center" })', [{ [ELEMENT]: id }]);
          await command('POST', `${s}/element/${id}/click`, {});
          await command('POST', `${s}/element/${id}/value`, { text });
          // A field that lost the focus midway (the page moving it) is named here rather than by a wait 15 s on.
          await until(
            `"${text}" in ${selector}`,
            async () => String(await execute('return arguments[0].value', [{ [ELEMENT]: id }])).endsWith(text),
            true,
            2_000,
          );
        }),
    };
  };
  const heard: string[] = [];
  const fromDocuments = async () => {
    await toTop();
    const count = (await execute('return document.querySelectorAll("iframe").length')) as number;
    heard.push(...((await run(takeHookProblems.toString(), [])) as string[]));
    for (let index = 0; index < count; index++) {
      await toTop();
      const frame = await execute('return document.querySelectorAll("iframe")[arguments[0]]', [index]);
      await command('POST', `${s}/frame`, { id: frame }).catch(() => undefined);
      heard.push(...(((await run(takeHookProblems.toString(), []).catch(() => [])) as string[] | undefined) ?? []));
    }
    await toTop();
  };
  const loaded = () => execute(PROBLEM_HOOK);
  return {
    name: 'webkit',
    page: doc(toTop),
    async goto(url) {
      await fromDocuments().catch(() => undefined);
      await command('POST', `${s}/url`, { url });
      await loaded();
    },
    async reload() {
      await fromDocuments();
      await command('POST', `${s}/refresh`, {});
      await loaded();
    },
    async frame(origin) {
      await until(`a frame of ${origin}`, () => into(origin), true);
      await toTop();
      return doc(async () => {
        if (!(await into(origin))) throw new Error(`no frame of ${origin}`);
      });
    },
    popup(origin) {
      // Classic WebDriver reads a window's address only from inside it: each other window is visited in turn.
      const find = async (): Promise<string | undefined> => {
        const handles = await command<string[]>('GET', `${s}/window/handles`);
        try {
          for (const handle of handles.filter((h) => h !== main)) {
            await command('POST', `${s}/window`, { handle });
            if ((await command<string>('GET', `${s}/url`)).startsWith(`${origin}/`)) return handle;
          }
          return undefined;
        } finally {
          await command('POST', `${s}/window`, { handle: main });
        }
      };
      return doc(
        async () => {
          const handle = await find();
          if (!handle) throw new Error(`no window of ${origin}`);
          await command('POST', `${s}/window`, { handle });
          await execute(PROBLEM_HOOK);
        },
        async () => {
          await command('POST', `${s}/window`, { handle: main });
          await toTop();
        },
      );
    },
    async problems() {
      await fromDocuments();
      return heard.splice(0);
    },
    async close() {
      await command('DELETE', s).catch(() => undefined);
      await stop(driver);
      await stop(xvfb.child);
      // WebKit's web process can outlive its browser by a moment (it says so on stderr) and still be writing its
      // shader cache: retried, then left to the next clean-up of .tmp rather than failing the run.
      try {
        rmSync(home, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
      } catch {
        // see above
      }
    },
  };
};
