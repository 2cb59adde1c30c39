// The provider's public card check, as a receptionist's phone opens it from the QR code: one glance says
// whether the card is valid today. Only what a front desk needs to match the person is shown (name, masked
// document, plan, dates), never contact or health data.
import { escapeHtml } from '../../format.ts';
import type { MemberCard } from './member-card.ts';
import type { CardStatus, CardVerification } from '../../../../contract/cards/schemas.ts';

/** The check as the sandbox answers it: the contract's, with every part filled in. */
export type Verification = Required<CardVerification>;

const verdicts: Record<CardStatus, string> = {
  valid: 'Carné válido hoy',
  expired: 'Carné caducado',
  suspended: 'Carné suspendido',
  pending: 'Afiliación pendiente de pago',
};

const details: Record<CardStatus, string> = {
  valid: 'La persona afiliada puede recibir atención con su plan.',
  expired: 'La cuota no se ha renovado. Indique a la persona que regularice su pago en el portal o en recepción.',
  suspended: 'El plan tiene pagos pendientes o el titular ha desactivado a esta persona. No atienda con cargo al plan.',
  pending: 'El pago de alta aún no se ha confirmado. No atienda con cargo al plan hasta que se confirme.',
};

export function verification(card: MemberCard, nowMs: number): Verification {
  return {
    member_number: card.member_number,
    valid: card.status === 'valid',
    status: card.status,
    checked_on: new Date(nowMs).toISOString().slice(0, 10),
    full_name: card.full_name,
    document_masked: `${'•'.repeat(Math.max(0, card.document_number.length - 4))}${card.document_number.slice(-4)}`,
    plan_name: card.plan.name,
    valid_until: card.valid_until,
  };
}

const spanishDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function page(title: string, body: string, ok: boolean): string {
  const tone = ok ? '#0b6b3a' : '#a4161a';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Verificación de carné</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f7f7;color:#1c2b2b}main{max-width:28rem;margin:0 auto;padding:24px 16px}
.verdict{border-left:8px solid ${tone};background:#fff;padding:16px;border-radius:8px}.verdict h1{color:${tone};font-size:1.6rem;margin:0 0 8px}
dl{background:#fff;border-radius:8px;padding:16px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#4a5a5a}dd{margin:0;font-weight:600}</style>
</head><body><main>${body}</main></body></html>`;
}

export function verificationPage(v: Verification): string {
  const body = `<section class="verdict" aria-labelledby="verdict"><h1 id="verdict">${escapeHtml(verdicts[v.status])}</h1><p>${escapeHtml(details[v.status])}</p></section>
<h2>Datos del carné</h2><dl>
<dt>Persona afiliada</dt><dd>${escapeHtml(v.full_name)}</dd>
<dt>Documento</dt><dd>${escapeHtml(v.document_masked)}</dd>
<dt>N.º de afiliado</dt><dd>${escapeHtml(v.member_number)}</dd>
<dt>Plan</dt><dd>${escapeHtml(v.plan_name)}</dd>
<dt>Al corriente hasta</dt><dd>${escapeHtml(spanishDate(v.valid_until))}</dd>
<dt>Comprobado el</dt><dd>${escapeHtml(spanishDate(v.checked_on))}</dd></dl>`;
  return page(verdicts[v.status], body, v.valid);
}

/** Why a QR opens no card: forged or cut (`invalid`), too old (`expired`), or a card that no longer exists. */
export type Refusal = 'invalid' | 'expired' | 'unknown';

export const refusals: Record<Refusal, { title: string; text: string }> = {
  invalid: {
    title: 'Código QR no válido',
    text: 'Este código no lo ha emitido el proveedor o está incompleto. Pida a la persona que abra su carné en el portal, o otro documento.',
  },
  expired: {
    title: 'Código QR caducado',
    text: 'Este código ya no sirve. Pida a la persona que abra su carné en el portal con conexión: mostrará uno nuevo.',
  },
  unknown: {
    title: 'Carné no encontrado',
    text: 'No hay ninguna persona afiliada con este carné. Pida otro documento.',
  },
};

export function refusedCardPage(why: Refusal): string {
  const { title, text } = refusals[why];
  const body = `<section class="verdict" aria-labelledby="verdict"><h1 id="verdict">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p></section>`;
  return page(title, body, false);
}
