// Capabilities: what opens by being held (a card's QR) must be made only by the server, so that neither a guess
// nor a change of one character opens anything. Each probe is its own line, labelled "capacidad: ...".
import type { Scenario } from './steps.ts';

const HOLDER = 'titular@demo.es';
const JSON_ACCEPT = { Accept: 'application/json' };

/** The same token with its last character changed: what a forger or a cut-off scan gives. */
export const tampered = (token: string): string => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;

/** The card's QR: the token the server put in verification_url opens the check; the member number or a forged token does not. */
export async function cardVerification(sc: Scenario): Promise<void> {
  await sc.step('GET /cards/{customerId}', { label: 'su código QR', gives: ['card token', 'member number'] }, async () => {
    const me = await sc.session(HOLDER);
    const reply = await sc.check({
      op: 'GET /cards/{customerId}',
      label: 'su código QR',
      as: me,
      path: { customerId: me.me },
      status: 200,
    });
    const card = reply.json as { verification_url?: string; member_number?: string };
    sc.set(
      'card token',
      card.verification_url ? decodeURIComponent(new URL(card.verification_url).pathname.split('/').at(-1) ?? '') : undefined,
    );
    sc.set('member number', card.member_number);
  });
  await sc.step('GET /cards/verify/{memberNumber}', { label: 'con el token del QR' }, async () => {
    await sc.check({
      op: 'GET /cards/verify/{memberNumber}',
      label: 'con el token del QR',
      as: null,
      path: { memberNumber: sc.need('card token') },
      headers: JSON_ACCEPT,
      status: 200,
    });
  });
  await sc.step('GET /cards/verify/{memberNumber}', { label: 'capacidad: token alterado' }, async () => {
    await sc.check({
      op: 'GET /cards/verify/{memberNumber}',
      label: 'capacidad: token alterado',
      as: null,
      path: { memberNumber: tampered(sc.need('card token')) },
      headers: JSON_ACCEPT,
      status: 404,
    });
  });
  await sc.step('GET /cards/verify/{memberNumber}', { label: 'capacidad: número de afiliado' }, async () => {
    await sc.check({
      op: 'GET /cards/verify/{memberNumber}',
      label: 'capacidad: número de afiliado',
      as: null,
      path: { memberNumber: sc.need('member number') },
      headers: JSON_ACCEPT,
      status: 404,
    });
  });
}
