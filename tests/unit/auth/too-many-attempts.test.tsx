// A throttle's 429 wherever a member types (the server's limits, contract/throttle.ts): the sign-in, the one-time
// code and the sign-up's checks say, in Spanish, how long to wait (from Retry-After), keep what was typed, and work
// again once the sandbox's clock has passed the wait. No fake time in the components: the sandbox's clock moves.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITED, OTP_FAILURES, PASSWORD_ACCOUNT, PUBLIC_CHECKS } from '../../../contract/throttle.ts';
import { passwordGrant } from '../../../src/core/http/token-grant.ts';
import { RATE_LIMITED_ERROR } from '../../../src/core/constants.ts';
import { ApiError, errorMessage, retryAfterSeconds } from '../../../src/core/errors/error-message.ts';
import { OtpStep } from '../../../src/features/onboarding/components/otp-step.tsx';
import { emailCheck } from '../../../src/forms/remote-checks.ts';
import { store } from '../../../src/core/state/store.ts';
import { PASSWORD, sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, renderApp } from '../app/render-app.tsx';
import { routeFetch } from '../core/helpers.ts';

/**
 * The sandbox, behind a gateway whose 429 says nothing of the wait ('Too Many Requests', as many do): the words on
 * screen can only come from Retry-After.
 */
function behindTerseGateway(): void {
  const sandbox = globalThis.fetch;
  routeFetch(async (request) => {
    const reply = await sandbox(request);
    if (reply.status !== 429) return reply;
    const body = (await reply.json()) as object;
    return new Response(JSON.stringify({ ...body, message: 'Too Many Requests' }), { status: 429, headers: reply.headers });
  });
}

const env = sandboxPerTest();
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('too many attempts: the wait, in Spanish, from Retry-After', () => {
  it('the sign-in after 10 wrong passwords: "Espera 15 minutos", the form kept, one grant per press; after the wait it signs in', async () => {
    for (let i = 0; i < PASSWORD_ACCOUNT.limit; i += 1) await passwordGrant('titular@demo.es', 'mal').catch(() => undefined);
    behindTerseGateway();
    const app = renderApp('/auth/login');
    await heading('Iniciar sesión');
    type('Correo electrónico', 'titular@demo.es');
    type('Contraseña', PASSWORD);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Has hecho demasiados intentos. Espera 15 minutos y vuelve a intentarlo.',
    );
    expect(field('Correo electrónico').value).toBe('titular@demo.es');
    expect(field('Contraseña').value).toBe(PASSWORD);
    expect(screen.getByRole('button', { name: 'Entrar' }).getAttribute('aria-busy')).not.toBe('true');
    // Nothing retried by itself: the one press made one grant.
    const grants = async () => (await env.sandbox.log()).filter((r) => r.path === '/oauth2/token');
    expect((await grants()).map((r) => r.status).slice(-1)).toEqual([429]);
    expect((await grants()).filter((r) => r.status === 429)).toHaveLength(1);

    env.sandbox.advance(4 * 60 + 10);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    // 10 min 50 s left: "11 minutos", never less than the real wait.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Espera 11 minutos'));

    env.sandbox.advance(11 * 60);
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(app.path()).toBe('/home'));
    expect(store.getState().user?.first_name).toBeTruthy();
    // Ten grants and three sign-in attempts through the whole app: 2 to 4 s alone, more on a loaded machine.
  }, 30_000);

  it('the one-time code after 10 wrong ones across new codes: the wait, the code kept, the button not locked', async () => {
    const address = 'limite@example.com';
    render(<OtpStep address={address} channel="email" verifyLabel="Verificar" onVerified={async () => {}} failureText={() => 'x'} />);
    await waitFor(async () => expect((await env.sandbox.log()).some((r) => r.path === '/otp')).toBe(true));
    // Someone else spent the address's attempts meanwhile (three codes' worth, and one more).
    const { UrlAPIOtp } = (await import('../../../src/core/config/config.ts')).requireConfig();
    const verification = UrlAPIOtp.replace(/\/otp$/, '/otp/verification');
    for (let i = 0; i < OTP_FAILURES.limit; i += 1) {
      if (i > 0 && i % 3 === 0)
        await fetch(UrlAPIOtp, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ address, channel: 'email' }),
        });
      await fetch(verification, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address, code: '000000' }),
      });
    }
    fireEvent.input(field('Código de verificación'), { target: { value: '123456' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Has hecho demasiados intentos. Espera 15 minutos y vuelve a intentarlo.');
    expect(field('Código de verificación').value).toBe('123456');
    expect(field('Código de verificación').disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Verificar' }).hasAttribute('disabled')).toBe(false);
  });

  it('the sign-up e-mail check over the limit: the field says how long to wait', async () => {
    for (let i = 0; i < PUBLIC_CHECKS.limit; i += 1) await emailCheck(`libre${i}@correo.es`);
    behindTerseGateway();
    await expect(emailCheck('libre@correo.es')).rejects.toThrow('Has hecho demasiados intentos. Espera 10 minutos y vuelve a intentarlo.');
  });

  it('reads Retry-After as seconds or as a date; without one, a throttle’s 429 is still a wait and another 429 is the server’s', () => {
    const answer = (status: number, headers: Record<string, string>, error = RATE_LIMITED) => ({
      status,
      headers: new Headers(headers),
      data: { error, message: 'Pide un código nuevo.' },
    });
    expect(retryAfterSeconds(answer(429, { 'retry-after': '90' }))).toBe(90);
    expect(retryAfterSeconds(answer(429, { 'retry-after': new Date(60_000).toUTCString() }), 0)).toBe(60);
    expect(retryAfterSeconds(answer(503, { 'retry-after': '90' }))).toBeUndefined();
    expect(errorMessage(new ApiError('x', answer(429, { 'retry-after': '1' })))).toBe(
      'Has hecho demasiados intentos. Espera 1 segundo y vuelve a intentarlo.',
    );
    expect(errorMessage(new ApiError('x', answer(429, {})))).toBe(
      'Has hecho demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    );
    expect(errorMessage(new ApiError('Pide un código nuevo.', answer(429, {}, 'too_many_attempts')))).toBe('Pide un código nuevo.');
    // The portal's copy of the contract's code (it may not import the contract at run time).
    expect(RATE_LIMITED_ERROR).toBe(RATE_LIMITED);
  });
});
