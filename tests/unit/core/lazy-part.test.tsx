import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { lazyPart } from '../../../src/core/lazy-part.tsx';

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
});
