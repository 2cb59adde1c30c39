import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { OTP_CODE, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, OTP_VERIFIED_TTL_SECONDS } from '../../secrets.ts';
import { sendMessage } from '../outbox/outbox.ts';
import { otpAddressKey } from './otp-address.ts';

/** What a code's send answers (POST /otp, and the caregiver's invitation). */
export const OTP_SENT = { sent: true, expires_in: OTP_TTL_SECONDS, max_attempts: OTP_MAX_ATTEMPTS };

/** Sends a new code to an address (the outbox keeps it); a new code starts a new count of attempts. */
export function sendOtpCode(deps: Deps, address: string, channel: 'email' | 'sms'): void {
  const { store } = deps;
  const key = otpAddressKey(address);
  store.otpExpiries.set(key, deps.opts.now() + OTP_TTL_SECONDS * 1000);
  store.otpFailures.delete(key);
  sendMessage(
    store,
    {
      channel,
      to: address.trim(),
      kind: 'otp',
      subject: channel === 'email' ? 'Tu código de verificación' : null,
      text: `Tu código de verificación es ${OTP_CODE}. Caduca en ${OTP_TTL_SECONDS / 60} minutos. No lo compartas con nadie.`,
      metadata: { code: OTP_CODE },
    },
    new Date(deps.opts.now()),
  );
}

export type OtpCheck = { ok: true } | { ok: false; status: 422 | 429; body: { error: string; message: string; attempts_left?: number } };

/** Checks a code for an address, once: right, it is spent and the address counts as verified for a while. */
export function verifyOtpCode(deps: Deps, address: string, code: string): OtpCheck {
  const { store } = deps;
  const refuse = (status: 422 | 429, error: string, message: string): OtpCheck => ({ ok: false, status, body: { error, message } });
  const key = otpAddressKey(address);
  const expiresAt = store.otpExpiries.get(key);
  if (expiresAt === undefined) {
    // Never sent, already used, or revoked after too many attempts: in every case a new code is the way on.
    const revoked = (store.otpFailures.get(key) ?? 0) >= OTP_MAX_ATTEMPTS;
    return revoked
      ? refuse(429, 'too_many_attempts', 'Has superado el número de intentos. Pide un código nuevo.')
      : refuse(422, 'expired_code', 'El código ha caducado o ya se usó. Pide uno nuevo.');
  }
  if (expiresAt <= deps.opts.now()) {
    store.otpExpiries.delete(key);
    return refuse(422, 'expired_code', 'El código ha caducado. Pide uno nuevo.');
  }
  if (code.trim() !== OTP_CODE) {
    const failures = (store.otpFailures.get(key) ?? 0) + 1;
    store.otpFailures.set(key, failures);
    const left = OTP_MAX_ATTEMPTS - failures;
    if (left <= 0) {
      store.otpExpiries.delete(key);
      return refuse(429, 'too_many_attempts', 'Has superado el número de intentos. Pide un código nuevo.');
    }
    return {
      ok: false,
      status: 422,
      body: {
        error: 'invalid_code',
        message: `El código no es correcto. Te ${left === 1 ? 'queda 1 intento' : `quedan ${left} intentos`}.`,
        attempts_left: left,
      },
    };
  }
  // A code verifies once, as a real one-time password does; the address then counts as verified for a while.
  store.otpExpiries.delete(key);
  store.otpFailures.delete(key);
  store.verifiedAddresses.set(key, deps.opts.now() + OTP_VERIFIED_TTL_SECONDS * 1000);
  return { ok: true };
}

export function otpRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('postOtp', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { address, channel } = read.body;
    if (!isNonEmptyString(address)) return invalidRequest(c, 'Falta la dirección a la que enviar el código.');
    if (channel !== 'email' && channel !== 'sms') return invalidRequest(c, 'El canal debe ser «email» o «sms».');
    sendOtpCode(deps, address, channel);
    return c.json(OTP_SENT, 202);
  });

  app.handle('postOtpVerification', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { code, address } = read.body;
    if (typeof code !== 'string' || !isNonEmptyString(address)) {
      return invalidRequest(c, 'Faltan el código o la dirección, o no son textos.');
    }
    const check = verifyOtpCode(deps, address, code);
    if (!check.ok) return c.json(check.body, check.status);
    return c.json({ verified: true });
  });

  return app;
}
