// A sold customer never typed a password: the advisor did the registration. Their login waits, refused like an
// unconfirmed one, until they open the welcome's one-use link and choose a password (POST /welcome/{token}).
// A resend issues a new link and retires the older ones.
import { randomBytes } from 'node:crypto';
import type { Deps } from '../../env.ts';
import { portalPage } from '../../portal-page.ts';
import { passwordProblem } from '../../validators.ts';
import { sendMessage } from '../outbox/outbox.ts';
import type { Customer } from '../../../../contract/accounts/schemas.ts';
import type { User } from '../accounts/state.ts';

export const WELCOME_TTL_SECONDS = 14 * 24 * 3600;
export const WELCOME_PATH = '/public/welcome';

/** A password nobody knows, for the login until the customer chooses theirs. */
export const unusablePassword = () => `Aa1-${randomBytes(24).toString('base64url')}`;

export const welcomeBase = (requested: unknown, deps: Deps): string | null => portalPage(requested, WELCOME_PATH, deps);

export const loginOf = (deps: Deps, customerId: string): User | undefined =>
  deps.store.users.find((u) => u.customerIds.includes(customerId));

/** The customer chose their password (or has had a login of their own all along). */
export function hasActivated(deps: Deps, customerId: string): boolean {
  const user = loginOf(deps, customerId);
  return user !== undefined && !deps.store.unconfirmedUsers.has(user.id);
}

/** A login waiting for its password, made now for a customer who has none (a customer sold before the portal). */
export function pendingLogin(deps: Deps, customer: Customer): User {
  const existing = loginOf(deps, customer.id);
  if (existing) return existing;
  const user: User = { id: deps.store.nextId('usr'), email: customer.email, password: unusablePassword(), customerIds: [customer.id] };
  deps.store.users.push(user);
  deps.store.unconfirmedUsers.add(user.id);
  return user;
}

export function sendWelcome(
  customer: Customer,
  user: User,
  base: string,
  advisorName: string,
  deps: Deps,
): { sent_to: string; sent_at: string } {
  const now = deps.opts.now();
  for (const entry of deps.store.welcomes.values()) {
    if (entry.customerId === customer.id && !entry.usedAt) entry.expiresAt = Math.min(entry.expiresAt, now);
  }
  const token = randomBytes(18).toString('base64url');
  deps.store.welcomes.set(token, { customerId: customer.id, userId: user.id, expiresAt: now + WELCOME_TTL_SECONDS * 1000, usedAt: null });
  const link = `${base}?token=${token}`;
  const plan = customer.account ? ` al ${customer.account.plan.name}` : '';
  const message = sendMessage(
    deps.store,
    {
      channel: 'email',
      to: customer.email,
      kind: 'sales_welcome',
      subject: 'Bienvenido: activa tu acceso al portal',
      text:
        `Hola, ${customer.first_name}:\n\n${advisorName} ha registrado tu afiliación${plan}. Para entrar en el portal de afiliados, ` +
        `elige tu contraseña abriendo este enlace (caduca en 14 días y solo sirve una vez):\n\n${link}\n\n` +
        `Tu usuario será este correo: ${customer.email}.\n\nSi no has contratado nada con nosotros, ignora este mensaje.`,
      link,
      metadata: { token, customer_id: customer.id },
    },
    new Date(now),
  );
  return { sent_to: message.to, sent_at: message.created_at };
}

export type WelcomeLookup =
  { ok: true; token: string; customer: Customer; user: User } | { ok: false; status: 404 | 410; error: string; message: string };

export function findWelcome(token: string, deps: Deps): WelcomeLookup {
  const entry = deps.store.welcomes.get(token);
  const customer = entry && deps.store.customer(entry.customerId);
  const user = entry && deps.store.users.find((u) => u.id === entry.userId);
  if (!entry || !customer || !user)
    return { ok: false, status: 404, error: 'unknown_token', message: 'Este enlace de bienvenida no existe o está incompleto.' };
  if (entry.usedAt)
    return { ok: false, status: 410, error: 'token_used', message: 'Este enlace ya se usó: inicia sesión con tu correo y tu contraseña.' };
  if (entry.expiresAt <= deps.opts.now()) {
    return {
      ok: false,
      status: 410,
      error: 'token_expired',
      message: 'Este enlace ha caducado. Pide a tu asesor que te envíe la bienvenida de nuevo.',
    };
  }
  return { ok: true, token, customer, user };
}

/** Sets the chosen password and opens the login; the link cannot be used again. */
export function activateWelcome(found: Extract<WelcomeLookup, { ok: true }>, password: unknown, deps: Deps): string | null {
  if (typeof password !== 'string' || password === '') return 'Escribe una contraseña.';
  const weak = passwordProblem(password);
  if (weak) return weak;
  found.user.password = password;
  deps.store.unconfirmedUsers.delete(found.user.id);
  const entry = deps.store.welcomes.get(found.token);
  if (entry) entry.usedAt = new Date(deps.opts.now()).toISOString();
  return null;
}
