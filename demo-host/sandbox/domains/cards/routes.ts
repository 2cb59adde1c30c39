import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { jsonError, notFound } from '../../errors.ts';
import { customerByMemberNumber, memberCard } from './member-card.ts';
import { readCardToken } from './card-token.ts';
import { refusals, refusedCardPage, verification, verificationPage, type Refusal } from './verify-page.ts';

/** JSON for programs (`Accept: application/json`), the HTML page for the phone that scanned the QR. */
const wantsJson = (accept: string | undefined) => (accept ?? '').includes('application/json');

export function cardRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('getCardsCustomerId', (c) => {
    const id = c.req.param().customerId;
    if (!c.get('bearer').profiles.some((profile) => profile.id === id)) {
      return jsonError(c, 403, 'forbidden', 'Solo puedes ver tu propio carné.');
    }
    const customer = deps.store.customer(id);
    const card = customer ? memberCard(deps.store, customer, deps.opts.now(), new URL(c.req.url).origin) : null;
    return card ? c.json(card) : notFound(c, 'Esta persona no tiene un plan con carné de afiliación.');
  });

  // Public, as the provider's would be: whoever holds the card's QR may show it; the page reveals no contact data.
  // The path's part is the QR's signed token (card-token.ts), not a member number: a number could be guessed.
  app.handle('getCardsVerifyMemberNumber', (c) => {
    const now = deps.opts.now();
    const json = wantsJson(c.req.header('accept'));
    c.header('Cache-Control', 'no-store');
    const refuse = (why: Refusal) => {
      const status = why === 'expired' ? 410 : 404;
      const code = { invalid: 'invalid_card_token', expired: 'card_token_expired', unknown: 'unknown_card' }[why];
      return json ? jsonError(c, status, code, refusals[why].text) : c.html(refusedCardPage(why), status);
    };
    const token = readCardToken(c.req.param().memberNumber, now);
    if (!token.ok) return refuse(token.reason);
    const customer = customerByMemberNumber(deps.store, token.memberNumber);
    const card = customer ? memberCard(deps.store, customer, now, new URL(c.req.url).origin) : null;
    if (!card) return refuse('unknown');
    const result = verification(card, now);
    return json ? c.json(result) : c.html(verificationPage(result));
  });

  return app;
}
