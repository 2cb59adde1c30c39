// The caregiver's invitation, /public/caregiver/:token (issue 31): who invites and for what, the code sent to the
// address the member gave, acceptance with an existing login (a wrong password keeps what was typed) or a new one,
// and a link that never existed (404) or no longer works (410) saying what to do.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, renderApp } from '../app/render-app.tsx';
import { asMember } from './as-member.ts';

const env = sandboxPerTest();
const WAIT = { timeout: 15_000 };
const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

type Message = { kind: string; to: string; metadata: Record<string, string> };
const outbox = async () => (await (await env.sandbox.fetch('/__sandbox/outbox')).json()) as Message[];

/** titular@ invites `contact` for citas; the link's token, as the message carries it. */
async function invite(contact: string): Promise<string> {
  const lucia = await asMember(env.sandbox, 'titular@demo.es');
  const endsOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const given = await lucia.call('POST', '/caregivers/grants', {
    grantor_id: 'cus-1001',
    caregiver_name: 'Marta Ruiz',
    contact,
    modules: ['citas'],
    ends_on: endsOn,
  });
  expect(given.status).toBe(201);
  return (await outbox()).find((m) => m.kind === 'caregiver_invitation' && m.to === contact)!.metadata.token!;
}

describe('the caregiver invitation', { timeout: 40_000 }, () => {
  it('says who invites, for what, sends the code, accepts with a new login; the used link then says it no longer works', async () => {
    const token = await invite('marta@example.es');
    const app = renderApp(`/public/caregiver/${token}`);
    await heading('Invitación para ayudar');
    expect(await screen.findByText('Lucía te pide que le ayudes en su portal de afiliado.', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Citas médicas');

    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y ayudar' }));
    expect(await screen.findByText('Escribe el código que te hemos enviado.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Te hemos enviado un código a ma***@example.es.', {}, WAIT)).toBeTruthy();
    const code = (await outbox()).filter((m) => m.to === 'marta@example.es' && m.metadata.code).at(-1)!.metadata.code!;
    type('Código', code);
    type('Elige una contraseña', 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y ayudar' }));
    expect(await screen.findByText('La contraseña no cumple todas las reglas.')).toBeTruthy();
    type('Elige una contraseña', 'Cuida1234!');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y ayudar' }));
    expect(await screen.findByText('Ya puedes ayudar', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Entra con tu usuario marta@example.es y elige a quién ayudar.')).toBeTruthy();
    app.unmount();

    renderApp(`/public/caregiver/${token}`);
    expect(await screen.findByText('Esta invitación ya no sirve', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });

  it('with an existing login: a wrong password is said beside the form and nothing typed is lost', async () => {
    const token = await invite('cuidador@demo.es');
    renderApp(`/public/caregiver/${token}`);
    await screen.findByText('Lucía te pide que le ayudes en su portal de afiliado.', {}, WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByText(/Te hemos enviado un código/, {}, WAIT);
    const code = (await outbox()).filter((m) => m.to === 'cuidador@demo.es' && m.metadata.code).at(-1)!.metadata.code!;
    fireEvent.click(screen.getByRole('button', { name: 'Ya tengo una cuenta' }));
    type('Código', code);
    type('Tu usuario (correo electrónico)', 'cuidador@demo.es');
    type('Contraseña', 'NoEsEsta1');
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar y ayudar' }));
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toContain('Correo electrónico o contraseña incorrectos.');
    expect((screen.getByLabelText('Tu usuario (correo electrónico)') as HTMLInputElement).value).toBe('cuidador@demo.es');
    expect((screen.getByLabelText('Código') as HTMLInputElement).value).toBe(code);
  });

  it('a link never issued says so, with the way to the login', async () => {
    renderApp('/public/caregiver/no-existe');
    expect(await screen.findByText('No encontramos esta invitación', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
