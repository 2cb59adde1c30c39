// The beneficiary's invitation page against the in-process sandbox: the e-mail's link (its token) welcomes the
// person; the beneficiary's id in its place, or a link replaced by a newer one, gets its own page in Spanish.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { renderApp, signedIn } from '../app/render-app.tsx';
import { resendInvitation } from '../../../src/api/resend-invitation.ts';

sandboxPerTest();
const WAIT = { timeout: 8_000 };

/** The holder (titular@) invites Daniela (ben-2001); the token of the e-mail's link. */
async function invite(): Promise<string> {
  await signedIn('titular@demo.es');
  await resendInvitation('ben-2001', 'http://localhost:4173/public/invite/');
  const mails = (await (await fetch('http://sandbox.test/__sandbox/outbox?kind=beneficiary_invitation')).json()) as {
    metadata: { token: string };
  }[];
  return mails.at(-1)!.metadata.token;
}

describe('the invitation page', { timeout: 20_000 }, () => {
  it('welcomes the person the link invites', async () => {
    const token = await invite();
    renderApp(`/public/invite/Lucía/${token}`);
    expect(await screen.findByText('Hola, Daniela.', undefined, WAIT)).toBeTruthy();
    expect(screen.getByTestId('invited-by').textContent).toBe('Lucía te invita a formar parte de su plan de salud.');
  });

  it('the beneficiary’s id in place of the token opens nothing', async () => {
    await invite();
    renderApp('/public/invite/Lucía/ben-2001');
    await screen.findByRole('heading', { level: 1, name: 'Esta invitación no existe' }, WAIT);
    expect(screen.queryByText('Hola, Daniela.')).toBeNull();
  });

  it('a link replaced by a newer one says it expired, and how to get another', async () => {
    const older = await invite();
    await invite();
    renderApp(`/public/invite/${older}`);
    await screen.findByRole('heading', { level: 1, name: 'Esta invitación ha caducado' }, WAIT);
    expect(
      screen
        .getByText('Las invitaciones valen una semana y solo la más reciente. Pide a tu titular que te invite de nuevo desde su portal.')
        .closest('[role="alert"]'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  });
});
