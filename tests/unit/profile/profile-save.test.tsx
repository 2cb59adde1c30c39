// Mi Perfil's save and its failures, driven like a person against the in-process sandbox: a complete profile saved
// and /home's Completed alert after it, the question before leaving through the menu with unsaved changes, a failed
// read with a "Reintentar" that works, and a failed save that keeps what was typed. The browser's own question before
// a reload (beforeunload) is the browser file's (tests/e2e/member-profile.e2e.ts).
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';

const harness = sandboxPerTest();

// The first screen of the file compiles the profile's chunk: 17 s measured at a load average of 25 on the two cores.
const WAIT = { timeout: 15_000 };
const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value: text } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
/** A link of the side menu, clicked as the open menu would be (the closed drawer is `hidden`, still in the page). */
const menuLink = (name: string) =>
  waitFor(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('#side-menu a')].find((a) => a.textContent?.trim() === name);
    if (!link) throw new Error(`no menu link ${name} yet`);
    return link;
  }, WAIT);
const alert = (text: string) => {
  const shown = [...document.querySelectorAll<HTMLElement>('main [role="alert"]')].find((node) => node.textContent?.includes(text));
  if (!shown) throw new Error(`no alert with ${text} yet`);
  return shown;
};

async function openProfile(username: string) {
  await signedIn(username);
  const app = renderApp('/home/pacientes');
  await screen.findByLabelText('Alergias', { exact: true }, WAIT);
  return app;
}

describe('Mi Perfil › saving', { timeout: 40_000 }, () => {
  it('saves a complete profile, says so, and /home then shows the Completed alert', async () => {
    await openProfile('titular@demo.es');
    type('Alergias', 'Penicilina');
    type('Enfermedades crónicas', 'Ninguna');
    type('Contacto de emergencia: nombre', 'Javier Ortega Ruiz');
    type('Contacto de emergencia: móvil', '655 107 342');
    save();
    await screen.findByText('Tu perfil está completo. ¡Gracias!', {}, WAIT);
    cleanup();
    renderApp('/home');
    await screen.findByText('Completa tu perfil de salud', {}, WAIT);
  });

  it('asks before leaving through the menu with unsaved changes: "Seguir editando" stays, "Salir sin guardar" leaves', async () => {
    const app = await openProfile('titular@demo.es');
    type('Alergias', 'Polen');
    fireEvent.click(await menuLink('Carné de afiliación'));
    const dialog = await screen.findByRole('dialog', { name: '¿Salir sin guardar?' }, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(app.path()).toBe('/home/pacientes');
    expect(value('Alergias')).toBe('Polen');
    fireEvent.click(await menuLink('Carné de afiliación'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Salir sin guardar?' }, WAIT)).getByRole('button', { name: 'Salir sin guardar' }),
    );
    await waitFor(() => expect(app.path()).toBe('/home/carne'), WAIT);
  });

  it('a failed read says so in Spanish with "Reintentar"; a failed save keeps what was typed and sends on the next try', async () => {
    await signedIn('titular@demo.es');
    await harness.sandbox.fault({ method: 'GET', path: '/forms/*', status: 500, count: 50 });
    renderApp('/home/pacientes');
    const failed = await waitFor(() => alert('No hemos podido cargar tu perfil'), WAIT);
    expect(failed.textContent).toContain('Error simulado por el sandbox (500).');
    await fetch('http://sandbox.test/__sandbox/faults', { method: 'DELETE' });
    fireEvent.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    await screen.findByLabelText('Alergias', { exact: true }, WAIT);

    type('Alergias', 'Marisco');
    type('Móvil', '912 345 678');
    save();
    // The shared field rules stop it before sending, beside the field, with the focus there.
    await waitFor(() => expect(screen.getByLabelText('Móvil', { exact: true }).getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(screen.getAllByText('Escribe un móvil español de 9 cifras que empiece por 6 o 7.')).toHaveLength(1);
    expect(document.activeElement?.id).toBe('perfil-phone');
    type('Móvil', '612 483 920');
    await harness.sandbox.fault({ method: 'PUT', path: '/forms/*', status: 500 });
    save();
    await waitFor(() => alert('Lo que has escrito sigue aquí'), WAIT);
    expect(value('Alergias')).toBe('Marisco');
    save();
    await screen.findByText(/^Faltan \d+ datos|^Tu perfil está completo/, {}, WAIT);
    const puts = (await harness.sandbox.log()).filter((r) => r.method === 'PUT' && r.path.startsWith('/forms/'));
    expect(puts.map((r) => r.status)).toEqual([500, 200]);
  });
});
