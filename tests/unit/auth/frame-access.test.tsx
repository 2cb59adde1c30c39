// The frame's screen when the browser keeps no cookie for it: the ways in, each on a tap, said in the live region.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { FrameAccess } from '../../../src/features/auth/components/frame-access.tsx';
import { HAND_OFF_MESSAGE } from '../../../src/core/constants.ts';
import { setNavigator } from '../../../src/core/routing/navigation.ts';
import { store } from '../../../src/core/state/store.ts';

const USER = { id: 'c-1', role: 'Titular', first_name: 'Lucía', first_lastname: 'Martín' };

function storageAccess(has: boolean, request: 'grants' | 'refuses') {
  Object.assign(document, {
    hasStorageAccess: () => Promise.resolve(has),
    requestStorageAccess: () => (request === 'grants' ? Promise.resolve() : Promise.reject(new DOMException('no', 'NotAllowedError'))),
  });
}

const button = (name: string) => screen.findByRole('button', { name });
/** The step's own live region (the warning alert is a status too). */
const status = () => document.querySelector('p[role=status]')!;

describe('the frame’s ways in', () => {
  it('asks the browser first; a refusal says so and offers the window; the window’s session takes the member home', async () => {
    storageAccess(false, 'refuses');
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const popup = { closed: false } as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<FrameAccess />);
    expect(screen.getByRole('heading', { name: 'Entrar desde esta página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Abrir en una pestaña nueva' }).getAttribute('target')).toBe('_blank');

    fireEvent.click(await button('Dar permiso y entrar'));
    expect(await screen.findByText('Tu navegador no dio el permiso')).toBeTruthy();
    expect(status().textContent).toContain('ventana nueva');
    expect(document.activeElement).toBe(status());

    fireEvent.click(await button('Entrar en una ventana nueva'));
    expect(open).toHaveBeenCalledWith(
      `${window.location.origin}/auth/login?para-marco=1`,
      'portal-acceso',
      expect.stringContaining('popup'),
    );
    expect(status().textContent).toBe('Inicia sesión en la ventana nueva. Cuando termines, se cerrará sola y seguirás aquí.');

    const session = { access_token: 'a', refresh_token: 'r', expires_in: 60, user: USER };
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: HAND_OFF_MESSAGE, session }, origin: window.location.origin, source: popup }),
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/home'));
    expect(store.getState().user).toEqual(USER);
  });

  it('where the browser claims access yet keeps nothing, offers the window first; a blocked window says so', async () => {
    storageAccess(true, 'grants');
    vi.spyOn(window, 'open').mockReturnValue(null);
    render(<FrameAccess />);
    fireEvent.click(await button('Entrar en una ventana nueva'));
    expect(status().textContent).toBe(
      'Tu navegador no dejó abrir la ventana nueva. Vuelve a intentarlo o abre el portal en una pestaña nueva.',
    );
    expect(await button('Entrar en una ventana nueva')).toBeTruthy();
  });

  it('a window closed without signing in: says so, and offers to try again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    storageAccess(true, 'grants');
    vi.spyOn(document, 'cookie', 'set').mockImplementation(() => undefined);
    const popup = { closed: false };
    vi.spyOn(window, 'open').mockReturnValue(popup as Window);
    render(<FrameAccess />);
    fireEvent.click(await button('Entrar en una ventana nueva'));
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    expect(await screen.findByText('No has iniciado sesión en la ventana')).toBeTruthy();
    expect(await button('Reintentar')).toBeTruthy();
  });
});
