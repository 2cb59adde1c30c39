import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { bearerAuth } from '../../middleware/bearer.ts';
import { memberProfiles, membersOnly } from '../../middleware/members-only.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Partner offers (Aliados y Ofertas): members only, optionally by category and by words. */
export function offerRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();

  app.get('/offers', bearerAuth(deps), (c) => {
    if (memberProfiles(c).length === 0) return membersOnly(c);
    const category = c.req.query('category');
    const words = fold(c.req.query('q') ?? '')
      .split(/\s+/)
      .filter(Boolean);
    const list = deps.store.offers.filter((offer) => {
      const text = fold([offer.partner, offer.title, offer.description, ...offer.places.map((p) => p.city)].join(' '));
      return (!category || offer.category.code === category) && words.every((word) => text.includes(word));
    });
    return c.json(list);
  });

  return app;
}
