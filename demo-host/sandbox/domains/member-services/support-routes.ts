import { Hono } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { bearerAuth } from '../../middleware/bearer.ts';
import { seedContactChannels, seedFaqs } from './seed-support.ts';

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The help centre: read-only, for anyone signed in (the menu decides who sees it). */
export function supportRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();
  const auth = bearerAuth(deps);
  const faqs = seedFaqs();
  const channels = seedContactChannels();

  app.get('/support/faqs', auth, (c) => {
    const words = fold(c.req.query('q') ?? '')
      .split(/\s+/)
      .filter(Boolean);
    return c.json(faqs.filter((f) => words.every((word) => fold(`${f.question} ${f.answer} ${f.topic.name}`).includes(word))));
  });

  app.get('/support/channels', auth, (c) => c.json(channels));

  return app;
}
