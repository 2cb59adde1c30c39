// Debian's firefox-esr over WebDriver BiDi, spoken directly over its WebSocket: no geckodriver, no browser download,
// and no puppeteer-core (67 packages and 52 MB in node_modules, measured, for the dozen commands used here; ws is
// already installed with happy-dom). playwright-core's own BiDi Firefox (`channel: 'moz-firefox'`) targets Nightly
// and fails on ESR 153 at its first context (`emulation.setMediaFeaturesOverride`: unknown command).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import WebSocket from 'ws';
import { PROBLEM_HOOK, takeHookProblems, until, type Doc, type EngineSession, type Launch } from './engine.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox's own default (Total Cookie Protection: third-party cookies kept, partitioned per site), or refused. */
const COOKIE_BEHAVIOR = { partitioned: 5, rejectThirdParty: 1 } as const;

interface RemoteValue {
  type: string;
  value?: unknown;
  sharedId?: string;
}

interface BidiResult {
  id?: number;
  type?: 'success' | 'error' | 'event';
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: string;
  message?: string;
}

class Bidi {
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (r: Record<string, unknown>) => void; reject: (e: Error) => void }>();
  readonly events: ((method: string, params: Record<string, unknown>) => void)[] = [];

  constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as BidiResult;
      if (message.type === 'event') {
        for (const listen of this.events) listen(message.method!, message.params!);
        return;
      }
      const call = this.waiting.get(message.id!);
      this.waiting.delete(message.id!);
      if (message.type === 'error') call?.reject(new Error(`${message.error}: ${message.message}`));
      else call?.resolve(message.result!);
    });
  }

  send(method: string, params: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }
}

/** Starts Firefox with a fresh profile and resolves the BiDi address it prints once listening. */
function start(profile: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(FIREFOX_PATH, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
  });
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`Firefox did not start its BiDi server:\n${said}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(said);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]! });
      }
    });
    child.once('exit', (code) => reject(new Error(`Firefox exited (${code}) before its BiDi server listened:\n${said}`)));
  });
}

export const launchFirefox: Launch = async ({ blockThirdPartyCookies = false } = {}) => {
  const profile = mkdtempSync(`${process.cwd()}/.tmp/firefox-`);
  const prefs = {
    'network.cookie.cookieBehavior': blockThirdPartyCookies ? COOKIE_BEHAVIOR.rejectThirdParty : COOKIE_BEHAVIOR.partitioned,
    'intl.accept_languages': 'es-ES, es',
    'browser.shell.checkDefaultBrowser': false,
  };
  writeFileSync(
    `${profile}/user.js`,
    Object.entries(prefs)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});`)
      .join('\n'),
  );
  const { child, url } = await start(profile);
  const socket = new WebSocket(`${url}/session`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const bidi = new Bidi(socket);
  await bidi.send('session.new', { capabilities: { alwaysMatch: { unhandledPromptBehavior: { default: 'ignore' } } } });
  const heard: string[] = [];
  bidi.events.push((method, params) => {
    if (method !== 'log.entryAdded') return;
    const level = params.level as string;
    if (params.type === 'javascript') heard.push(`uncaught: ${params.text as string}`);
    else if (level === 'error' || level === 'warn') heard.push(`console ${level}: ${params.text as string}`);
  });
  await bidi.send('session.subscribe', { events: ['log.entryAdded'] });
  await bidi.send('script.addPreloadScript', { functionDeclaration: `() => { ${PROBLEM_HOOK} }` });
  const tree = (await bidi.send('browsingContext.getTree', { maxDepth: 0 })) as { contexts: { context: string }[] };
  const top = tree.contexts[0]!.context;
  await bidi.send('browsingContext.setViewport', { context: top, viewport: { width: 1280, height: 800 } });

  const call = async (context: string, fn: string, args: unknown[], ownership: 'root' | 'none' = 'none') => {
    const answer = (await bidi.send('script.callFunction', {
      functionDeclaration: fn,
      arguments: [{ type: 'string', value: JSON.stringify(args) }],
      awaitPromise: true,
      target: { context },
      resultOwnership: ownership,
    })) as { type: string; result?: RemoteValue; exceptionDetails?: { text: string } };
    if (answer.type === 'exception') throw new Error(`in the page: ${answer.exceptionDetails?.text}`);
    return answer.result!;
  };
  const element = async (context: string, selector: string): Promise<string> => {
    let found: RemoteValue | undefined;
    await until(
      `${selector} in the page`,
      async () => {
        found = await call(context, '(json) => document.querySelector(JSON.parse(json)[0])', [selector]);
        return found.type === 'node';
      },
      true,
    );
    return found!.sharedId!;
  };
  const click = async (context: string, selector: string) => {
    const sharedId = await element(context, selector);
    await call(context, `(json) => document.querySelector(JSON.parse(json)[0]).scrollIntoView({ block: 'center' })`, [selector]);
    await bidi.send('input.performActions', {
      context,
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          actions: [
            { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: { sharedId } } },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
  };
  const doc = (context: () => Promise<string>): Doc => ({
    async evaluate(fn, ...args) {
      const result = await call(await context(), `async (json) => JSON.stringify(await (${fn.toString()})(...JSON.parse(json)))`, args);
      return (result.value === undefined ? undefined : JSON.parse(result.value as string)) as never;
    },
    click: async (selector) => click(await context(), selector),
    async type(selector, text) {
      const where = await context();
      await click(where, selector);
      await bidi.send('input.performActions', {
        context: where,
        actions: [
          {
            type: 'key',
            id: 'keyboard',
            actions: [...text].flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          },
        ],
      });
    },
  });
  const children = async () => {
    const all = (await bidi.send('browsingContext.getTree', { root: top })) as {
      contexts: { children: { context: string; url: string }[] }[];
    };
    return all.contexts[0]!.children ?? [];
  };
  const fromDocuments = async () => {
    for (const context of [top, ...(await children()).map((c) => c.context)]) {
      const kept = await call(context, `() => JSON.stringify((${takeHookProblems.toString()})())`, []).catch(() => undefined);
      if (kept?.value) heard.push(...(JSON.parse(kept.value as string) as string[]));
    }
  };
  const session: EngineSession = {
    name: 'firefox',
    page: doc(async () => top),
    async goto(address) {
      await fromDocuments();
      await bidi.send('browsingContext.navigate', { context: top, url: address, wait: 'complete' });
    },
    async reload() {
      await fromDocuments();
      await bidi.send('browsingContext.reload', { context: top, wait: 'complete' });
    },
    async frame(origin) {
      const find = async () => (await children()).find((c) => c.url.startsWith(`${origin}/`))?.context;
      await until(`a frame of ${origin}`, async () => (await find()) !== undefined, true);
      // Looked up at each use: the host may replace its iframe (a reload of the frame is a new context).
      return doc(async () => (await find()) ?? '');
    },
    popup(origin) {
      return doc(async () => {
        const all = (await bidi.send('browsingContext.getTree', { maxDepth: 0 })) as { contexts: { context: string; url: string }[] };
        const found = all.contexts.find((c) => c.context !== top && c.url.startsWith(`${origin}/`))?.context;
        if (!found) throw new Error(`no window of ${origin}`);
        return found;
      });
    },
    async problems() {
      await fromDocuments();
      return heard.splice(0);
    },
    async close() {
      await bidi.send('browser.close').catch(() => undefined);
      socket.close();
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)));
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    },
  };
  return session;
};
