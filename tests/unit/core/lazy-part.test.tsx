import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { lazyPart, preloadPart } from '../../../src/core/lazy-part.tsx';

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
