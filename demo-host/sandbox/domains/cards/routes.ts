import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { jsonError, notFound } from '../../errors.ts';
import { customerByMemberNumber, memberCard } from './member-card.ts';
import { unknownCardPage, verification, verificationPage } from './verify-page.ts';

/** JSON for programs (`Accept: application/json`), the HTML page for the phone that scanned the QR. */
const wantsJson = (accept: string | undefined) => (accept ?? '').includes('application/json');

export function cardRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('getCardsCustomerId', (c) => {
    const id = c.req.param('customerId');
    if (!c.get('bearer').profiles.some((profile) => profile.id === id)) {
      return jsonError(c, 403, 'forbidden', 'Solo puedes ver tu propio carné.');
    }
    const customer = deps.store.customer(id);
    const card = customer ? memberCard(deps.store, customer, deps.opts.now(), new URL(c.req.url).origin) : null;
    return card ? c.json(card) : notFound(c, 'Esta persona no tiene un plan con carné de afiliación.');
  });

  // Public, as the provider's would be: whoever holds the card may show it; the page reveals no contact data.
  app.handle('getCardsVerifyMemberNumber', (c) => {
    const number = c.req.param('memberNumber');
    const customer = customerByMemberNumber(deps.store, number);
    const card = customer ? memberCard(deps.store, customer, deps.opts.now(), new URL(c.req.url).origin) : null;
    const json = wantsJson(c.req.header('accept'));
    c.header('Cache-Control', 'no-store');
    if (!card) return json ? notFound(c, 'No existe ningún carné con ese número.') : c.html(unknownCardPage(number), 404);
    const result = verification(card, deps.opts.now());
    return json ? c.json(result) : c.html(verificationPage(result));
  });

  return app;
}
