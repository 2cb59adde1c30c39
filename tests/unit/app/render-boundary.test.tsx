import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { lazyPart } from '../../../src/core/loading/lazy-part.tsx';
import { setLogSink, type LogEntry } from '../../../src/core/errors/logger.ts';
import { RenderBoundary } from '../../../src/app/errors/render-boundary.tsx';
import { BugPage } from '../../../src/app/errors/bug-page.tsx';

const logged: LogEntry[] = [];
setLogSink((entry) => logged.push(entry));
afterEach(() => {
  logged.length = 0;
});

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'payment_status')");
}

const lost = <p role="alert">No hemos podido abrir esta sección</p>;

function screenWith(part: React.ReactNode, resetKey = '/home') {
  return (
    <RenderBoundary where="home" resetKey={resetKey} fallback={<BugPage home="/home" />}>
      <h1>Inicio</h1>
      {part}
    </RenderBoundary>
  );
}

describe('render errors and lost chunks', () => {
  it('a bug inside a lazy screen shows the Spanish error page with a way home and a reload, logged once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazyPart(() => Promise.resolve(Broken), { failed: lost });
    render(screenWith(<Part />));
    const page = await screen.findByTestId('bug-page');
    expect(page.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { name: 'Algo ha fallado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(screen.queryByText('No hemos podido abrir esta sección')).toBeNull();
    expect(logged).toEqual([{ kind: 'render', where: 'home', error: expect.any(TypeError) }]);
  });

  it('a chunk that never arrives keeps its own state (check the connection), the screen around it stays', async () => {
    const Part = lazyPart(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')), { failed: lost });
    render(screenWith(<Part />));
    expect((await screen.findByRole('alert')).textContent).toBe('No hemos podido abrir esta sección');
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(screen.queryByTestId('bug-page')).toBeNull();
    expect(logged.map((entry) => entry.kind)).toEqual(['chunk']);
  });

  it('moving to another address gives the next screen its chance', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(screenWith(<Broken />, '/home/carne'));
    expect(await screen.findByTestId('bug-page')).toBeTruthy();
    rerender(screenWith(<p>Tu carné</p>, '/home'));
    expect(await screen.findByText('Tu carné')).toBeTruthy();
    expect(screen.queryByTestId('bug-page')).toBeNull();
  });
});
