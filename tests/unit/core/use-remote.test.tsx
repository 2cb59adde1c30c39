import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { ApiError, errorMessage, ShownError, TimeoutError } from '../../../src/core/errors/error-message.ts';
import { RemoteView } from '../../../src/core/loading/remote-view.tsx';
import { useRemote, withTimeout, type RemoteOptions } from '../../../src/core/loading/use-remote.ts';
import { isAdvisor } from '../../../src/core/access/roles.ts';

const failed = (status: number | undefined, message: string) =>
  new ApiError(message, status === undefined ? new TypeError('Failed to fetch') : { status });

function Screen({ load, options }: { load: () => Promise<string[]>; options?: RemoteOptions }) {
  const remote = useRemote(load, 'list', options);
  return (
    <RemoteView
      remote={remote}
      loadingLabel="Cargando lista"
      errorTitle="No hemos podido cargar la lista"
      empty={{ title: 'No hay nada' }}
      isEmpty={(d) => d.length === 0}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </RemoteView>
  );
}

describe('errorMessage: one way from a failure to Spanish words', () => {
  it('never shows English: the spec catalogue and Internal Error are translated, connection and timeout say so', () => {
    expect(errorMessage(failed(500, 'Internal Error'))).toBe('Ha ocurrido un error inesperado. Inténtalo de nuevo.');
    expect(errorMessage(failed(502, 'Error fetching customer data'))).toBe('No hemos podido cargar tus datos.');
    expect(errorMessage(failed(undefined, 'Internal Error'))).toMatch(/^No hemos podido conectar con el servidor/);
    expect(errorMessage(new TimeoutError())).toMatch(/^El servidor está tardando demasiado/);
    expect(errorMessage(new Error('Configuration not loaded'))).toBe('Algo ha fallado al cargar los datos. Inténtalo de nuevo.');
    expect(errorMessage(failed(409, 'Ya tienes un acuerdo de pago activo.'))).toBe('Ya tienes un acuerdo de pago activo.');
    expect(errorMessage(new ShownError('Falta el enlace.'))).toBe('Falta el enlace.');
  });

  it('an action keeps the server’s 4xx sentence and says its own otherwise', () => {
    expect(errorMessage(failed(422, 'El documento ya existe.'), 'No se ha creado.')).toBe('El documento ya existe.');
    expect(errorMessage(failed(500, 'Internal Error'), 'No se ha creado.')).toBe('No se ha creado.');
    expect(errorMessage(failed(undefined, ''), 'No se ha creado.')).toBe('No se ha creado.');
  });
});

describe('useRemote with RemoteView', () => {
  it('loads, fails in Spanish, retries with the failure kept on screen, then shows the data', async () => {
    let calls = 0;
    let release: (items: string[]) => void = () => undefined;
    const load = () =>
      ++calls === 1 ? Promise.reject(failed(500, 'Internal Error')) : new Promise<string[]>((resolve) => (release = resolve));
    render(<Screen load={load} />);
    expect(screen.getByText('Cargando lista')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Ha ocurrido un error inesperado');
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await Promise.resolve();
    expect(screen.getByRole('alert')).toBeTruthy();
    release(['a', 'b']);
    expect(await screen.findByText('a, b')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows the empty state for empty data, and for a 404 when the screen reads it as none', async () => {
    const { unmount } = render(<Screen load={() => Promise.resolve([])} />);
    expect(await screen.findByRole('heading', { name: 'No hay nada' })).toBeTruthy();
    unmount();
    render(<Screen load={() => Promise.reject(failed(404, 'Not found'))} options={{ notFoundAsEmpty: true }} />);
    expect(await screen.findByRole('heading', { name: 'No hay nada' })).toBeTruthy();
  });

  it('frames the waiting and the failure when the content brings its own card, says the wait in words, skips the skeleton', async () => {
    function Framed({ load }: { load: () => Promise<string> }) {
      const remote = useRemote(load, 'framed');
      return (
        <RemoteView
          remote={remote}
          loadingLabel="Comprobando el enlace…"
          showLabel
          lines={0}
          errorTitle="No hemos podido comprobarlo"
          frame={(state) => <section aria-label="Marco">{state}</section>}
        >
          {(text) => <p>{text}</p>}
        </RemoteView>
      );
    }
    const { container, unmount } = render(<Framed load={() => new Promise<string>(() => undefined)} />);
    const frame = screen.getByRole('region', { name: 'Marco' });
    expect(frame.querySelector('[role="status"]')?.textContent).toBe('Comprobando el enlace…');
    expect(frame.querySelector('.visually-hidden')).toBeNull();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
    unmount();
    const failing = render(<Framed load={() => Promise.reject(failed(500, 'Internal Error'))} />);
    expect((await screen.findByRole('alert')).closest('section')?.getAttribute('aria-label')).toBe('Marco');
    failing.unmount();
    render(<Framed load={() => Promise.resolve('Hecho')} />);
    expect((await screen.findByText('Hecho')).closest('section')).toBeNull();
  });

  it('a call that never answers ends in a timeout, not a spinner forever', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10)).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('roles', () => {
  it('knows an advisor however it is spelled', () => {
    expect(['Asesor', 'asesor', 'ASESOR'].every(isAdvisor)).toBe(true);
    expect(isAdvisor('Vendedor')).toBe(false);
  });
});
