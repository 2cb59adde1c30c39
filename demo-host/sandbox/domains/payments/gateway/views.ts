// The gateway's three pages: the card form (with the errors of a failed check, keeping what was typed except
// the CVC), the bank's 3-D Secure step, and a notice for an order that can no longer be paid.
import type { Payment } from '../../../../../contract/payments/schemas.ts';
import type { CardInput } from './card-check.ts';
import { TEST_CARDS } from './card-check.ts';
import { escapeHtml as e, euros } from '../../../format.ts';

type Errors = Partial<Record<keyof CardInput, string>>;

const FIELDS: { name: keyof CardInput; label: string; attrs: string }[] = [
  {
    name: 'number',
    label: 'Número de la tarjeta',
    attrs: 'inputmode="numeric" autocomplete="cc-number" maxlength="23" placeholder="1234 1234 1234 1234"',
  },
  { name: 'expiry', label: 'Caducidad (MM/AA)', attrs: 'inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/AA"' },
  { name: 'cvc', label: 'CVC', attrs: 'inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="123"' },
  { name: 'holder', label: 'Titular de la tarjeta', attrs: 'autocomplete="cc-name"' },
];

const RESULTS: Record<string, string> = {
  approve: 'aprobada',
  decline: 'rechazada',
  insufficient_funds: 'rechazada: saldo insuficiente',
  challenge: 'pide el paso de 3-D Secure',
  pending: 'queda pendiente',
};

function field(name: keyof CardInput, label: string, attrs: string, value: string, error?: string): string {
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div><label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attrs} required value="${e(value)}"${described}>
${error ? `<p class="error" id="${name}-error">${e(error)}</p>` : ''}</div>`;
}

function orderSummary(payment: Payment): string {
  return `<section class="box" aria-labelledby="order-title">
<h1 id="order-title">Pagar ${euros(payment.amount_cents)}</h1>
<p class="muted">${e(payment.description)} · Pedido ${e(payment.id)}</p></section>`;
}

export function checkoutBody(payment: Payment, action: string, values: CardInput, errors: Errors = {}): string {
  const list = Object.values(errors);
  const byName = Object.fromEntries(FIELDS.map((f) => [f.name, f]));
  const input = (name: keyof CardInput) =>
    field(name, byName[name]!.label, byName[name]!.attrs, name === 'cvc' ? '' : values[name], errors[name]);
  const cards = Object.entries(TEST_CARDS)
    .map(([digits, outcome]) => `<tr><td><code>${digits.replace(/(\d{4})(?=\d)/g, '$1 ')}</code></td><td>${RESULTS[outcome]}</td></tr>`)
    .join('');
  return `${orderSummary(payment)}
<form class="box" method="post" action="${e(action)}" novalidate>
${list.length ? `<div class="summary" role="alert"><p><strong>Revisa los datos de la tarjeta:</strong></p><ul>${list.map((m) => `<li>${e(m!)}</li>`).join('')}</ul></div>` : ''}
${input('number')}
<div class="row">${input('expiry')}${input('cvc')}</div>
${input('holder')}
<button type="submit" name="action" value="pay">Pagar ${euros(payment.amount_cents)}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancelar y volver al portal</button>
</form>
<details class="box"><summary>Tarjetas de prueba</summary><p class="muted">Cualquier caducidad futura y cualquier CVC de 3 cifras.</p>
<table><thead><tr><th scope="col">Tarjeta</th><th scope="col">Resultado</th></tr></thead><tbody>${cards}</tbody></table></details>`;
}

export function challengeBody(payment: Payment, action: string): string {
  const last4 = payment.card?.last4 ?? '';
  return `${orderSummary(payment)}
<form class="box" method="post" action="${e(action)}">
<h2>Verificación de tu banco (3-D Secure)</h2>
<p>Tu banco pide confirmar este pago con la tarjeta acabada en ${e(last4)}. En el entorno de pruebas, elige el resultado de la verificación.</p>
<button type="submit" name="action" value="approve">Aprobar la verificación</button>
<button type="submit" name="action" value="fail" class="secondary">Fallar la verificación</button>
</form>`;
}

export function noticeBody(title: string, message: string, link?: { href: string; label: string }): string {
  return `<section class="box"><h1>${e(title)}</h1><p>${e(message)}</p>
${link ? `<a class="button" href="${e(link.href)}">${e(link.label)}</a>` : ''}</section>`;
}
