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
  const madridDay = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', day: 'numeric', month: 'long' });

  /** Pablo acts for Lucía (titular@) in a session of his own: what he calls is done as a caregiver would. */
  async function pabloActs() {
    const carer = await asMember(env.sandbox, 'cuidador@demo.es');
    const acting = (await carer.call('POST', '/caregivers/acting', { customer_id: 'cus-1001' })).body as { access_token: string };
    const as = async (method: string, path: string, body?: unknown) => {
      const headers: Record<string, string> = { authorization: `Bearer ${acting.access_token}` };
      if (body) headers['content-type'] = 'application/json';
      const reply = await env.sandbox.fetch(path, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
      return (await reply.json()) as Record<string, unknown> & { id: string };
    };
    return { as };
  }

  it('empty until a caregiver acts; then one visit per session in plain Spanish, newest first, never an operation id', async () => {
    await signedIn('titular@demo.es');
    const first = renderApp('/home/pacientes');
    const title = await screen.findByRole('heading', { level: 2, name: 'Quién ha entrado' }, WAIT);
    expect(await within(title.closest('section')!).findByText('Nadie ha entrado en tu nombre', {}, WAIT)).toBeTruthy();
    first.unmount();

    const earlier = await pabloActs();
    await earlier.as('GET', '/appointments');
    await earlier.as('GET', '/appointments');
    await earlier.as('GET', '/medical-record/entries?patient_id=cus-1001');
    const where = 'speciality=medicina-general&location=hq-madrid';
    const days = (await earlier.as('GET', `/appointment-days?${where}`)) as unknown as { date: string }[];
    const slots = (await earlier.as('GET', `/appointment-slots?${where}&date=${days[1]!.date}`)) as unknown as { id: string }[];
    const hold = await earlier.as('POST', '/appointment-holds', { slot_id: slots[0]!.id, patient_id: 'cus-1001' });
    const booked = (await earlier.as('POST', '/appointments', { hold_id: hold.id })) as unknown as { start: string };
    env.sandbox.advance(13 * 60);
    await earlier.as('GET', '/appointments'); // said once already: not said again
    await earlier.as('GET', '/cards/cus-1001'); // not granted: refused, so not the member's business
    await pabloActs(); // another session: another visit, in which he did nothing

    renderApp('/home/pacientes');
    const log = (await screen.findByRole('heading', { level: 2, name: 'Quién ha entrado' }, WAIT)).closest('section')!;
    const visits = await within(log).findAllByRole('heading', { level: 3 }, WAIT);
    const visitTitle = /^Pablo Martín entró el \p{L}+ \d{1,2} de \p{L}+, (de \d\d:\d\d a \d\d:\d\d|a las \d\d:\d\d)$/u;
    expect(visits.map((v) => v.textContent)).toEqual([expect.stringMatching(visitTitle), expect.stringMatching(/, de \d\d:\d\d a /)]);
    expect(visits[0]!.closest('li')!.textContent).toContain('Entró sin consultar ni cambiar nada.');
    const deeds = within(visits[1]!.closest('li')!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(deeds).toEqual([
      'Consultó tus citas',
      'Consultó tu historia clínica',
      'Buscó horas libres para una cita',
      `Pidió una cita de Medicina general para el ${madridDay.format(new Date(booked.start))}`,
    ]);
    expect(log.textContent).not.toMatch(/\b(GET|POST|DELETE|PATCH) \//);
  });
});
