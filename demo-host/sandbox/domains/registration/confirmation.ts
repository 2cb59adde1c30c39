// A new member confirms their e-mail through a one-use link; until then the login is refused.
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../env.ts';
import { portalPage } from '../../portal-page.ts';
import { sendMessage } from '../outbox/outbox.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { User } from '../accounts/state.ts';

export const CONFIRMATION_TTL_SECONDS = 7 * 24 * 3600;
export const CONFIRM_PATH = '/auth/confirm';

export const confirmationBase = (requested: unknown, deps: Deps): string | null => portalPage(requested, CONFIRM_PATH, deps);

export function sendConfirmation(customer: Customer, user: User, base: string, deps: Deps): void {
  const token = randomBytes(18).toString('base64url');
  const now = deps.opts.now();
  deps.store.confirmations.set(token, {
    customerId: customer.id,
    userId: user.id,
    expiresAt: now + CONFIRMATION_TTL_SECONDS * 1000,
    usedAt: null,
  });
  deps.store.unconfirmedUsers.add(user.id);
  const link = `${base}?token=${token}`;
  sendMessage(
    deps.store,
    {
      channel: 'email',
      to: customer.email,
      kind: 'registration_confirmation',
      subject: 'Confirma tu afiliación',
      text: `Hola, ${customer.first_name}:\n\nGracias por afiliarte. Para activar tu cuenta, confirma tu correo electrónico abriendo este enlace (caduca en 7 días y solo sirve una vez):\n\n${link}\n\nSi no has sido tú, ignora este mensaje.`,
      link,
      metadata: { token, customer_id: customer.id },
    },
    new Date(now),
  );
}

export type ConfirmResult = { ok: true; customer: Customer } | { ok: false; status: 404 | 410; error: string; message: string };

export function confirmRegistration(token: string, deps: Deps): ConfirmResult {
  const entry = deps.store.confirmations.get(token);
  const customer = entry && deps.store.customer(entry.customerId);
  if (!entry || !customer)
    return { ok: false, status: 404, error: 'unknown_token', message: 'Este enlace de confirmación no existe o está incompleto.' };
  if (entry.usedAt) return { ok: false, status: 410, error: 'token_used', message: 'Este enlace ya se usó: tu correo ya está confirmado.' };
  if (entry.expiresAt <= deps.opts.now()) return { ok: false, status: 410, error: 'token_expired', message: 'Este enlace ha caducado.' };
  entry.usedAt = new Date(deps.opts.now()).toISOString();
  deps.store.unconfirmedUsers.delete(entry.userId);
  return { ok: true, customer };
}
