import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpStep } from '../../../src/features/onboarding/components/otp-step.tsx';
import { startSandbox } from '../core/sandbox-harness.ts';
import { signedIn } from '../app/render-app.tsx';
import { resendInvitation } from '../../../src/api/resend-invitation.ts';
import { sendInvitationCode } from '../../../src/features/onboarding/api/send-invitation-code.ts';
import { acceptInvitation } from '../../../src/features/onboarding/api/accept-invitation.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OtpStep (against the in-process sandbox)', () => {
  it('takes a pasted code with other characters, verifies it and runs what follows once', async () => {
    const harness = await startSandbox();
    const onVerified = vi.fn(async () => {});
    render(<OtpStep address="611 222 333" channel="sms" verifyLabel="Verificar" onVerified={onVerified} failureText={() => 'x'} />);
    await waitFor(async () => expect((await harness.log()).some((r) => r.path === '/otp')).toBe(true));
    fireEvent.input(screen.getByLabelText('Código de verificación'), { target: { value: 'Código: 123 456' } });
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect((await harness.log()).filter((r) => r.path === '/otp/verification').map((r) => r.status)).toEqual([200]);
  });

  it('offers another code only after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'Date'] });
    const harness = await startSandbox();
    render(<OtpStep address="611 222 333" channel="sms" verifyLabel="Verificar" onVerified={async () => {}} failureText={() => 'x'} />);
    await waitFor(() => expect(screen.getByText(/Podrás pedir otro código en \d+ s/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Enviar otro código' })).toBeNull();
    vi.advanceTimersByTime(31_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar otro código' }));
    await waitFor(async () => expect((await harness.log()).filter((r) => r.path === '/otp')).toHaveLength(2));
    expect(await screen.findByText('Te hemos enviado un código nuevo.')).toBeTruthy();
  });
});

describe('OtpStep with an invitation’s own calls', () => {
  it('asks the server to send (naming no address), and the acceptance carries the code, once', async () => {
    const harness = await startSandbox();
    // The holder (titular@) invites Daniela; the e-mail's token.
    await signedIn('titular@demo.es');
    await resendInvitation('ben-2001', 'http://localhost:4173/public/invite/');
    const mails = (await (await fetch('http://sandbox.test/__sandbox/outbox?kind=beneficiary_invitation')).json()) as {
      metadata: { token: string };
    }[];
    const token = mails.at(-1)!.metadata.token;
    const body = {
      document_type: 'DNI',
      document_number: '29384756W',
      first_name: 'Daniela',
      first_lastname: 'Ortega',
      second_lastname: null,
      birth_date: '2009-05-20',
      gender: 'F',
      relationship: 'HIJO',
      email: 'daniela.ortega@demo.es',
      phone: null,
      password: 'Segura2026',
    };
    const onVerified = vi.fn(async () => {});
    const calls = { send: () => sendInvitationCode(token), verify: (code: string) => acceptInvitation(token, body, code) };
    render(
      <OtpStep
        address="d***@demo.es"
        channel="email"
        calls={calls}
        verifyLabel="Verificar"
        onVerified={onVerified}
        failureText={() => 'x'}
      />,
    );
    await waitFor(async () => expect((await harness.log()).some((r) => r.path === `/invitations/${token}/otp`)).toBe(true));
    expect((await harness.log()).some((r) => r.path === '/otp')).toBe(false);
    expect(screen.getByText(/d\*\*\*@demo\.es/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Código de verificación'), { target: { value: '000000' } });
    expect(await screen.findByText(/El código no es correcto/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Código de verificación'), { target: { value: '123456' } });
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    const accepted = (await harness.log()).filter((r) => r.path === `/invitations/${token}/acceptance`).map((r) => r.status);
    expect(accepted).toEqual([422, 201]);
  });
});
