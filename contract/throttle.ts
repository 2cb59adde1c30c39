// Throttles, declared once per operation: what is counted (every request, or the failures), for which key (the
// account of a password grant or of an invitation's acceptance, the address an OTP goes to, the caller's network address, the signed-in caller),
// how many in how long. The sandbox enforces them from this declaration alone (demo-host/sandbox/middleware/
// throttle.ts), the conformance kit probes each one (conformance/throttles.ts), and openapi.ts publishes them as
// `x-throttles` beside the 429 every limited operation documents (throttle-answers.ts writes it). Operations that name the same rule share its
// count: an address's wrong codes add up whichever call made them and however many codes were requested between.

/** The error code of every 429 a throttle answers (a code revoked after its own 3 attempts is `too_many_attempts`). */
export const RATE_LIMITED = 'rate_limited';

/**
 * Whose count a request adds to:
 * - `account`: the login a password grant names (`username`, any case), whether or not it exists, so a guesser
 *   learns nothing from being stopped;
 * - `address`: where an OTP goes (an e-mail in any case, a phone in any spelling); read from the request, or from
 *   what an invitation's token names (`via`);
 * - `ip`: the caller's network address, as the server (or the proxy in front of it) sees it, never a header the
 *   caller writes;
 * - `caller`: the signed-in login when the request carries a valid token, else its network address.
 */
export type ThrottleKey =
  | { kind: 'account' | 'address'; in: 'path' | 'query' | 'body'; name: string; via?: 'caregiver-invitation' }
  | { kind: 'ip' }
  | { kind: 'caller' };

/** One limit, with its reason: the same rule on several operations is one count. */
export interface ThrottleRule {
  /** The count's name, shared by every operation that declares the rule. */
  name: string;
  /** `requests`: every request counts; `failures`: only the answers of `failures` (a wrong password, a wrong code). */
  counts: 'requests' | 'failures';
  limit: number;
  windowSeconds: number;
  /** Why this limit: the member it must never stop, the attacker it must. */
  why: string;
}

// A type, not an interface, so openapi.ts can write it as plain JSON (an interface has no index signature).
export type Throttle = {
  rule: ThrottleRule;
  key: ThrottleKey;
  /** With `counts: 'failures'`: the statuses that are a failure of this operation. */
  failures?: number[];
  /** Only requests whose parameters (query or form body) have these values count (the password grant, not a refresh). */
  when?: Record<string, string>;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// The limits. A member never meets them: one who mistypes a password three times, or five, still signs in; codes
// are resent after 30 s and live 5 min (OTP_RESEND_SECONDS, the sandbox's OTP_TTL_SECONDS). The windows slide: a
// count falls when its oldest entry is older than the window, and Retry-After is when that happens.
export const OTP_SENDS: ThrottleRule = {
  name: 'otp-sends',
  counts: 'requests',
  limit: 5,
  windowSeconds: 15 * MINUTE,
  why: 'Un afiliado pide un código y, como mucho, lo reenvía un par de veces; cinco en 15 minutos a una misma dirección ya es alguien llenándole el móvil o el correo de mensajes.',
};
export const OTP_FAILURES: ThrottleRule = {
  name: 'otp-failures',
  counts: 'failures',
  limit: 10,
  windowSeconds: 15 * MINUTE,
  why: 'Cada código admite 3 fallos; pedir otro no borra la cuenta. Diez fallos son más de tres códigos mal escritos; con diez intentos cada 15 minutos adivinar un código de 6 cifras lleva años.',
};
export const PASSWORD_ACCOUNT: ThrottleRule = {
  name: 'password-account',
  counts: 'failures',
  limit: 10,
  windowSeconds: 15 * MINUTE,
  why: 'Quien se equivoca de contraseña tres o cinco veces sigue entrando; diez fallos seguidos en 15 minutos ya no son despistes. Cuenta aunque la cuenta no exista: la respuesta no dice cuáles existen.',
};
export const PASSWORD_IP: ThrottleRule = {
  name: 'password-ip',
  counts: 'failures',
  limit: 30,
  windowSeconds: 15 * MINUTE,
  why: 'Una familia o una oficina comparten dirección; treinta contraseñas fallidas desde una sola en 15 minutos son alguien probando una contraseña en muchas cuentas.',
};
export const PUBLIC_CHECKS: ThrottleRule = {
  name: 'public-checks',
  counts: 'requests',
  limit: 100,
  windowSeconds: 10 * MINUTE,
  why: 'Un alta comprueba correo, móvil y documento mientras se escribe (una docena de consultas; una venta, otras tantas); cien en 10 minutos es alguien preguntando quién está dado de alta.',
};
export const CARD_CHECK_FAILURES: ThrottleRule = {
  name: 'card-check-failures',
  counts: 'failures',
  limit: 20,
  windowSeconds: 15 * MINUTE,
  why: 'Quien escanea un carné de verdad nunca falla; veinte carnés inexistentes en 15 minutos desde una dirección son alguien recorriendo números de afiliado.',
};

// What a member sends to someone else's address from the portal: each one reaches a person who asked for nothing,
// so a stolen or curious session must not turn our mail and SMS into its own. Counted per signed-in login (the
// holder, the member who gives access), never per object: a stranger's refused request counts on their own login.
export const BENEFICIARY_INVITATIONS: ThrottleRule = {
  name: 'beneficiary-invitations',
  counts: 'requests',
  limit: 10,
  windowSeconds: HOUR,
  why: 'Un titular invita a sus beneficiarios (un plan familiar admite hasta seis) y reenvía alguna invitación que no llegó; diez envíos en una hora ya son alguien usando nuestro correo contra el buzón de otra persona.',
};
export const CAREGIVER_GRANTS: ThrottleRule = {
  name: 'caregiver-grants',
  counts: 'requests',
  limit: 10,
  windowSeconds: DAY,
  why: 'Un afiliado da acceso a una o dos personas de confianza y, si se equivoca de dirección, lo da otra vez; cada acceso envía una invitación: diez en un día ya son alguien mandando enlaces a direcciones ajenas.',
};

/** The login a request names: the password grant's query or form field, or a JSON body's (an invitation's acceptance). */
export const byAccount = (name: string, where: 'query' | 'body' = 'query'): ThrottleKey => ({ kind: 'account', in: where, name });
export const byAddress = (where: 'path' | 'query' | 'body', name: string, via?: 'caregiver-invitation'): ThrottleKey => ({
  kind: 'address',
  in: where,
  name,
  ...(via ? { via } : {}),
});
export const BY_IP: ThrottleKey = { kind: 'ip' };
export const BY_CALLER: ThrottleKey = { kind: 'caller' };

/** `throttles: [limited(OTP_SENDS, byAddress('body', 'address'))]`. */
export const limited = (rule: ThrottleRule, key: ThrottleKey, extra: Pick<Throttle, 'failures' | 'when'> = {}): Throttle => ({
  rule,
  key,
  ...extra,
});

/**
 * Seconds, said in Spanish, as the 429's message and the portal's notice put it (src/i18n/remote.ts, the same
 * words): whole minutes from one up to two hours, then whole hours (a day's limit is "24 horas", not "1440
 * minutos"); always rounded up, never sooner than the real wait.
 */
export const waitWords = (seconds: number): string => {
  if (seconds < MINUTE) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  if (seconds > 2 * HOUR) return `${Math.ceil(seconds / HOUR)} horas`;
  const minutes = Math.ceil(seconds / MINUTE);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
};
