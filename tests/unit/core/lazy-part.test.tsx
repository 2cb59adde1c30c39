import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { readdirSync, readFileSync } from 'node:fs';
import { lazyPart, loadChunk, preloadPart } from '../../../src/core/loading/lazy-part.tsx';
import { setLogSink, type LogEntry } from '../../../src/core/errors/logger.ts';

describe('lazyPart', () => {
  it('shows the loading state, then the component', async () => {
    const Part = lazyPart(() => Promise.resolve(({ name }: { name: string }) => <p>Hola, {name}</p>), { loading: <p>Cargando…</p> });
    render(<Part name="Lucía" />);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    expect(await screen.findByText('Hola, Lucía')).toBeTruthy();
  });

  it('shows the failed state when the chunk cannot be fetched, instead of crashing the screen', async () => {
    const Part = lazyPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), {
      failed: <p role="alert">No hemos podido abrir esta sección</p>,
    });
    render(
      <main>
        <h1>Inicio</h1>
        <Part />
      </main>,
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
  });

  it('draws a preloaded part in its first render, with no loading state in between (the /home shell hand-off)', async () => {
    const load = () => Promise.resolve(({ name }: { name: string }) => <p>Hola, {name}</p>);
    const Part = lazyPart(load, { loading: <p>Cargando…</p> });
    await preloadPart(load);
    render(<Part name="Lucía" />);
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(screen.getByText('Hola, Lucía')).toBeTruthy();
  });

  it('lets a preload that fails be: the part reports the lost chunk when it asks again', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(preloadPart(load)).resolves.toBeUndefined();
    const Part = lazyPart(load, { failed: <p role="alert">No hemos podido abrir esta sección</p> });
    render(<Part />);
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

// Firefox rejects the import() of every chunk still on its way when a load is aborted ("error loading dynamically
// imported module"): each one outside lazyPart must be caught, or the console shows an uncaught rejection (issue 27).
describe('loadChunk', () => {
  const lost = () => Promise.reject(new TypeError('error loading dynamically imported module: /assets/client-x.js'));

  it('resolves undefined and logs a lost chunk when the load fails, with no uncaught rejection', async () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    const uncaught: unknown[] = [];
    const onUnhandled = (reason: unknown) => uncaught.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(await loadChunk('reading-comfort-sync', lost)).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(uncaught).toEqual([]);
      expect(entries.map(({ kind, where }) => [kind, where])).toEqual([['chunk', 'reading-comfort-sync']]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      setLogSink(null);
    }
  });

  it('hands over what the chunk exports when it arrives', async () => {
    expect(await loadChunk('config', () => Promise.resolve({ ready: true }))).toEqual({ ready: true });
  });

  it('logs nothing for a load the page aborted by leaving, and logs again once the page is shown anew', async () => {
    const entries: LogEntry[] = [];
    setLogSink((entry) => entries.push(entry));
    try {
      window.dispatchEvent(new Event('pagehide'));
      expect(await loadChunk('client', lost)).toBeUndefined();
      expect(entries).toEqual([]);
      window.dispatchEvent(new Event('pageshow'));
      await loadChunk('client', lost);
      expect(entries.map(({ where }) => where)).toEqual(['client']);
    } finally {
      setLogSink(null);
    }
  });

  it('is how the source loads every chunk outside lazyPart: no bare `void import(` left to reject uncaught', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const bare = files.filter((file) => /void\s+import\(/.test(readFileSync(`src/${file}`, 'utf8')));
    expect(bare).toEqual([]);
  });
});
