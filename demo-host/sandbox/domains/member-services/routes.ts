// The member services' calls: partner offers (Aliados y Ofertas), the help centre and the PQRs (pqrs.ts). The PQRs'
// test control is in controls.ts.
import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { pqrRoutes } from './pqrs.ts';
import { seedContactChannels, seedFaqs } from './seed-support.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a search, without accents or case; every one must appear in what matches. */
const wordsOf = (query: string | undefined): string[] =>
  fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean);

export function memberServiceRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const faqs = seedFaqs();
  const channels = seedContactChannels();

  // Partner offers: members only (the operation's declared roles), optionally by category and by words.
  app.handle('getOffers', (c) => {
    const category = c.req.query('category');
    const words = wordsOf(c.req.query('q'));
    const list = deps.store.offers.filter((offer) => {
      const text = fold([offer.partner, offer.title, offer.description, ...offer.places.map((p) => p.city)].join(' '));
      return (!category || offer.category.code === category) && words.every((word) => text.includes(word));
    });
    return c.json(list);
  });

  // The help centre: read-only, for anyone signed in (the menu decides who sees it).
  app.handle('getSupportFaqs', (c) => {
    const words = wordsOf(c.req.query('q'));
    return c.json(faqs.filter((f) => words.every((word) => fold(`${f.question} ${f.answer} ${f.topic.name}`).includes(word))));
  });

  app.handle('getSupportChannels', (c) => c.json(channels));

  app.include(pqrRoutes(deps));
  return app;
}
