// Mi Perfil's "Personas que me ayudan" and "Quién ha entrado" (issue 31), driven like a member against the
// in-process sandbox: the empty state, the form's rules and a failing server with nothing typed lost, a change,
// the withdrawal behind a confirm, a list that fails and its retry, and the log of what a caregiver did.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';
import { asMember } from './as-member.ts';

const env = sandboxPerTest();
// The first render of a file transforms the profile's chunks: slow on two shared cores.
const WAIT = { timeout: 15_000 };

async function helpersOf(username: string) {
  await signedIn(username);
  renderApp('/home/pacientes');
  const title = await screen.findByRole('heading', { level: 2, name: 'Personas que me ayudan' }, WAIT);
  return title.closest('section')!;
}

const inside = (section: HTMLElement) => within(section);
const typeIn = (section: HTMLElement, label: string, value: string) =>
  fireEvent.input(within(section).getByLabelText(label), { target: { value } });
const inAMonth = () => {
  const day = new Date();
  day.setMonth(day.getMonth() + 1);
  return day.toISOString().slice(0, 10);
};

describe('Personas que me ayudan', { timeout: 30_000 }, () => {
  it('titular@ lists Pablo Martín (seeded: citas and historia clínica, active) with what they may do and until when', async () => {
    const section = await helpersOf('titular@demo.es');
    const item = (await inside(section).findByRole('heading', { level: 3, name: 'Pablo Martín' }, WAIT)).closest('li')!;
    expect(item.textContent).toContain('Citas médicas, Historia clínica');
    expect(item.textContent).toContain('Activa');
    expect(within(item).getByRole('button', { name: /^Retirar acceso/ })).toBeTruthy();
  });

  it('completo@ has nobody yet: the empty state; the form says what is missing, keeps what was typed on a failing server, then invites', async () => {
    const section = await helpersOf('completo@demo.es');
    expect(await inside(section).findByText('Nadie te ayuda todavía', {}, WAIT)).toBeTruthy();
    fireEvent.click(inside(section).getByRole('button', { name: 'Añadir una persona' }));
    fireEvent.click(inside(section).getByRole('button', { name: 'Enviar invitación' }));
    expect(await inside(section).findByText('Escribe el nombre de la persona.')).toBeTruthy();
    expect(inside(section).getByText('Elige al menos una cosa que pueda hacer por ti.')).toBeTruthy();
    expect(inside(section).getByText('Elige el último día de acceso.')).toBeTruthy();
    // The profile's personal data is never among the choices.
    expect(inside(section).queryByLabelText(/Mi Perfil|datos personales/)).toBeNull();

    typeIn(section, 'Nombre de la persona', 'Marta Ruiz');
    typeIn(section, 'Correo electrónico o móvil', 'no-es-un-correo');
    fireEvent.click(inside(section).getByLabelText('Citas médicas'));
    typeIn(section, 'Último día de acceso', '2099-01-01');
    fireEvent.click(inside(section).getByRole('button', { name: 'Enviar invitación' }));
    expect(await inside(section).findByText(/Escribe un correo electrónico o un móvil español/)).toBeTruthy();
    expect(inside(section).getByText(/El acceso puede durar como mucho 18 meses/)).toBeTruthy();

    typeIn(section, 'Correo electrónico o móvil', '612 345 678');
    typeIn(section, 'Último día de acceso', inAMonth());
    await env.sandbox.fault({ method: 'POST', path: '/caregivers/grants', status: 500 });
    fireEvent.click(inside(section).getByRole('button', { name: 'Enviar invitación' }));
    expect(await inside(section).findByRole('alert')).toBeTruthy();
    expect((inside(section).getByLabelText('Nombre de la persona') as HTMLInputElement).value).toBe('Marta Ruiz');
    expect((inside(section).getByLabelText('Citas médicas') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(inside(section).getByRole('button', { name: 'Enviar invitación' }));
    const item = (await inside(section).findByRole('heading', { level: 3, name: 'Marta Ruiz' }, WAIT)).closest('li')!;
    expect(item.textContent).toContain('Invitación enviada');
    expect(item.textContent).toContain('612 345 678');
    expect(await screen.findByText('Hemos enviado la invitación a Marta Ruiz.')).toBeTruthy();
    const sent = (await (await env.sandbox.fetch('/__sandbox/outbox')).json()) as { kind: string; to: string; channel: string }[];
    expect(sent.filter((m) => m.kind === 'caregiver_invitation').map((m) => [m.to, m.channel])).toEqual([['612 345 678', 'sms']]);
  });

  it('changes what Pablo may do, and withdraws the access behind a confirm (Cancelar keeps it)', async () => {
    const section = await helpersOf('titular@demo.es');
    const item = () => inside(section).getByRole('heading', { level: 3, name: 'Pablo Martín' }).closest('li')!;
    await inside(section).findByRole('heading', { level: 3, name: 'Pablo Martín' }, WAIT);
    fireEvent.click(within(item()).getByRole('button', { name: /^Cambiar/ }));
    fireEvent.click(within(item()).getByLabelText('Carné de afiliación'));
    fireEvent.click(within(item()).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(item().textContent).toContain('Citas médicas, Historia clínica, Carné de afiliación'), WAIT);

    fireEvent.click(within(item()).getByRole('button', { name: /^Retirar acceso/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(item().textContent).toContain('Activa');
    fireEvent.click(within(item()).getByRole('button', { name: /^Retirar acceso/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, retirar' }));
    await waitFor(() => expect(item().textContent).toContain('Retirada'), WAIT);
    expect(within(item()).queryByRole('button', { name: /^Retirar acceso/ })).toBeNull();
  });

  it('a list that fails says so with "Reintentar", which loads it', async () => {
    await env.sandbox.fault({ method: 'GET', path: '/caregivers/grants', status: 500 });
    const section = await helpersOf('titular@demo.es');
    fireEvent.click(await inside(section).findByRole('button', { name: 'Reintentar' }, WAIT));
    expect(await inside(section).findByRole('heading', { level: 3, name: 'Pablo Martín' }, WAIT)).toBeTruthy();
  });
});

describe('Quién ha entrado', { timeout: 30_000 }, () => {
  it('empty until a caregiver acts; then their visit and what they read, newest first', async () => {
    await signedIn('titular@demo.es');
    const first = renderApp('/home/pacientes');
    const title = await screen.findByRole('heading', { level: 2, name: 'Quién ha entrado' }, WAIT);
    expect(await within(title.closest('section')!).findByText('Nadie ha entrado en tu nombre', {}, WAIT)).toBeTruthy();
    first.unmount();

    const carer = await asMember(env.sandbox, 'cuidador@demo.es');
    const acting = (await carer.call('POST', '/caregivers/acting', { customer_id: 'cus-1001' })).body as { access_token: string };
    await env.sandbox.fetch('/appointments', { headers: { authorization: `Bearer ${acting.access_token}` } });

    renderApp('/home/pacientes');
    const log = (await screen.findByRole('heading', { level: 2, name: 'Quién ha entrado' }, WAIT)).closest('section')!;
    const rows = await within(log).findAllByRole('listitem', {}, WAIT);
    expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(['Pablo Martín · Consulta', 'Pablo Martín · Entró']);
  });
});
