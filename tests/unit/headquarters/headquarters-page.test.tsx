// Sedes driven like a person against the in-process sandbox: the six centres in city order, each with its opening
// state, its week's hours, its phone and its directions; nearest first once a position is granted (the browser's
// geolocation stood in for), a clear state when it is refused or unavailable, and failed reads (a 500, a dropped
// connection) with a "Reintentar" that works. A real browser's granted geolocation is the browser file's
// (tests/e2e/care-headquarters.e2e.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

const WAIT = { timeout: 8_000 };
// Triana, Sevilla.
const SEVILLA = { latitude: 37.3826, longitude: -6.0034 };
const names = () => [...document.querySelectorAll('main article h2')].map((h2) => h2.textContent);
const first = () => document.querySelector<HTMLElement>('main article')!;
const alert = () => {
  const shown = document.querySelector<HTMLElement>('main [role="alert"]');
  if (!shown) throw new Error('no alert yet');
  return shown;
};

/** The browser's geolocation as a page sees it: an answer (a position or an error code) and a permission state. */
function fakeGeolocation(answer: { coords: typeof SEVILLA } | { code: 1 | 2 }, permission: 'granted' | 'prompt' = 'prompt') {
  const geolocation = {
    getCurrentPosition(ok: PositionCallback, fail: PositionErrorCallback) {
      if ('coords' in answer) ok({ coords: answer.coords } as GeolocationPosition);
      else fail({ code: answer.code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: () => Promise.resolve({ state: permission }) },
    configurable: true,
  });
}

afterEach(() => {
  // Back to happy-dom's own navigator (the properties above were the instance's).
  delete (navigator as { geolocation?: unknown }).geolocation;
  delete (navigator as { permissions?: unknown }).permissions;
});

async function openHeadquarters(username: string) {
  await signedIn(username);
  renderApp('/home/headquarters');
  await waitFor(() => expect(names()).toHaveLength(6), WAIT);
}

describe('Sedes', { timeout: 20_000 }, () => {
  it('lists the six centres by city, each open or closed now, with a tel: link and directions in a new tab', async () => {
    await openHeadquarters('titular@demo.es');
    expect(names()[0]).toBe('Centro Médico Madrid Salamanca');
    for (const card of document.querySelectorAll<HTMLElement>('main article')) {
      expect(within(card).getAllByText(/^(Abierta|Cerrada) ahora$/)).toHaveLength(1);
      expect(
        within(card)
          .getByRole('link', { name: /^Llamar al / })
          .getAttribute('href'),
      ).toMatch(/^tel:\+34\d{9}$/);
      const directions = within(card).getByRole('link', { name: /Cómo llegar/ });
      expect(directions.getAttribute('target')).toBe('_blank');
      expect(directions.getAttribute('rel')).toBe('noopener');
      expect(directions.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    }
  });

  it('shows a centre’s hours for the seven days of the week', async () => {
    await openHeadquarters('corporativo@demo.es');
    fireEvent.click(within(first()).getByText('Horario'));
    expect(within(first()).getAllByRole('row')).toHaveLength(7);
  });

  it('sorts nearest first, with distances in km, once the position is granted: at once when it was granted before', async () => {
    fakeGeolocation({ coords: SEVILLA }, 'granted');
    await openHeadquarters('titular@demo.es');
    await screen.findByText('Sedes ordenadas de la más cercana a la más lejana.', {}, WAIT);
    expect(names().slice(0, 2)).toEqual(['Centro Médico Sevilla Nervión', 'Centro Médico Málaga Centro']);
    expect(within(first()).getByText(/^A \d+,\d km$/).textContent).toMatch(/^A [0-9],\d km$/);
    expect(within(first()).getByRole('link', { name: 'Llamar al 954 63 21 98' }).getAttribute('href')).toBe('tel:+34954632198');
    expect(
      within(first())
        .getByRole('link', { name: /Cómo llegar/ })
        .getAttribute('href'),
    ).toContain('openstreetmap.org/search?query=Calle%20Luis%20Montoto%2045');
  });

  it('asks for the position only on a tap, and says so when it is refused, keeping the city order', async () => {
    fakeGeolocation({ code: 1 });
    await openHeadquarters('corporativo@demo.es');
    expect(screen.queryByText('Sin permiso para usar tu ubicación')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por cercanía' }));
    await screen.findByText('Sin permiso para usar tu ubicación', {}, WAIT);
    expect(names()[0]).toBe('Centro Médico Madrid Salamanca');
    expect(screen.queryByText(/^A \d+,\d km$/)).toBeNull();
  });

  it('says so when the position cannot be found, and offers to try again', async () => {
    fakeGeolocation({ code: 2 });
    await openHeadquarters('beneficiario@demo.es');
    fireEvent.click(screen.getByRole('button', { name: 'Ordenar por cercanía' }));
    await screen.findByText('No hemos podido averiguar tu ubicación. Inténtalo de nuevo en un lugar con mejor señal.', {}, WAIT);
    expect(screen.getByRole('button', { name: 'Ordenar por cercanía' })).toBeTruthy();
  });

  it('a 500, then a dropped connection, each said in Spanish with "Reintentar"; the retry on a healthy server shows the centres', async () => {
    await signedIn('beneficiario@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/headquarters', status: 500 });
    renderApp('/home/headquarters');
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido cargar las sedes'), WAIT);
    await harness.sandbox.fault({ method: 'GET', path: '/headquarters', drop: true });
    fireEvent.click(within(alert()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(alert().textContent).toContain('No hemos podido conectar con el servidor'), WAIT);
    fireEvent.click(within(alert()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(names()).toHaveLength(6), WAIT);
    expect(document.querySelector('main [role="alert"]')).toBeNull();
  });
});
