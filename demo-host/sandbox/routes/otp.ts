import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../env.ts';
import { invalidRequest, jsonError } from '../errors.ts';
import { isNonEmptyString, readJsonObject } from '../json-body.ts';
import { OTP_CODE, OTP_TTL_SECONDS } from '../secrets.ts';
import { sendMessage } from '../outbox.ts';

const addressKey = (address: string) => address.trim().toLowerCase();

export function otpRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();

  app.post('/otp', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { address, channel } = read.body;
    if (!isNonEmptyString(address)) return invalidRequest(c, 'Falta la dirección a la que enviar el código.');
    if (channel !== 'email' && channel !== 'sms') return invalidRequest(c, 'El canal debe ser «email» o «sms».');
    deps.store.otpExpiries.set(addressKey(address), deps.opts.now() + OTP_TTL_SECONDS * 1000);
    sendMessage(deps.store, {
      channel, to: address.trim(), kind: 'otp', subject: channel === 'email' ? 'Tu código de verificación' : null,
      text: `Tu código de verificación es ${OTP_CODE}. Caduca en ${OTP_TTL_SECONDS / 60} minutos. No lo compartas con nadie.`,
      metadata: { code: OTP_CODE },
    }, new Date(deps.opts.now()));
    return c.json({ sent: true, expires_in: OTP_TTL_SECONDS }, 202);
  });

  app.post('/otp/verification', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { code, address } = read.body;
    if (typeof code !== 'string' || !isNonEmptyString(address)) {
      return invalidRequest(c, 'Faltan el código o la dirección, o no son textos.');
    }
    const key = addressKey(address);
    const expiresAt = deps.store.otpExpiries.get(key);
    if (code !== OTP_CODE || expiresAt === undefined || expiresAt <= deps.opts.now()) {
      return jsonError(c, 422, 'invalid_code', 'El código no es válido o ha caducado.');
    }
    // A code verifies once, as a real one-time password does.
    deps.store.otpExpiries.delete(key);
    return c.json({ verified: true });
  });

  return app;
}
