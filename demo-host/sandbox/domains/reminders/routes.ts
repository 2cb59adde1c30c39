// The reminders' calls (docs/sandbox.md, "Avisos"): a member's preferences, the one-click unsubscribe behind the
// messages' links, the sandbox clock, and the delivery step that runs around every request.
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { bearerAuth } from '../../middleware/bearer.ts';
import { memberProfiles, membersOnly } from '../../middleware/members-only.ts';
import type { Profile } from '../accounts/state.ts';
import type { Unsubscription } from '../../../../src/features/reminders/api/types.ts';
import { choiceOf } from './state.ts';
import { deliverAll } from './deliver-all.ts';
import { kindsFor, preferencesView, readChoices } from './preferences.ts';

type Ctx = Context<SandboxEnv>;

/** A year of minutes: enough to pass any reminder, small enough that a typo does not break the dates. */

/** Delivery before the handler (what fell due is in the outbox a test reads) and after it (what it queued). */
export function reminderDelivery(deps: Deps) {
  const origin = () => deps.opts.corsOrigins[0] ?? '';
  return createMiddleware<SandboxEnv>(async (_c, next) => {
    deliverAll(deps.store, origin(), deps.opts.now());
    await next();
    deliverAll(deps.store, origin(), deps.opts.now());
  });
}

export function reminderRoutes(deps: Deps) {
  const app = new Hono<SandboxEnv>();
  const auth = bearerAuth(deps);

  /** The member profile in the path, if it is one of the bearer's own; staff and other people are refused. */
  const own = (c: Ctx): Profile | Response => {
    const members = memberProfiles(c);
    if (members.length === 0) return membersOnly(c);
    const profile = members.find((p) => p.id === c.req.param('id'));
    return profile ?? jsonError(c, 403, 'forbidden', 'Solo puedes ver y cambiar tus propios avisos.');
  };

  app.get('/customers/:id/notification-preferences', auth, (c) => {
    const profile = own(c);
    return profile instanceof Response ? profile : c.json(preferencesView(deps.store.reminders, profile));
  });

  app.put('/customers/:id/notification-preferences', auth, async (c) => {
    const profile = own(c);
    if (profile instanceof Response) return profile;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const choices = readChoices(read.body, kindsFor(profile));
    if (!choices.ok) return validationError(c, choices.fields);
    deps.store.reminders.preferences.set(profile.id, { choices: choices.choices, updatedAt: new Date(deps.opts.now()).toISOString() });
    return c.json(preferencesView(deps.store.reminders, profile));
  });

  // The reading comfort a person chose in the portal (Tamaño del texto, Alto contraste), kept for their other
  // devices. Any of the bearer's own profiles, staff included: the control is in every side menu.
  const self = (c: Ctx): Profile | Response =>
    c.get('bearer').profiles.find((p) => p.id === c.req.param('id')) ??
    jsonError(c, 403, 'forbidden', 'Solo puedes ver y cambiar tu propia forma de leer el portal.');

  app.get('/customers/:id/reading-comfort', auth, (c) => {
    const profile = self(c);
    if (profile instanceof Response) return profile;
    return c.json(deps.store.reminders.readingComfort.get(profile.id) ?? { text_size: 'normal', high_contrast: false, updated_at: null });
  });

  app.put('/customers/:id/reading-comfort', auth, async (c) => {
    const profile = self(c);
    if (profile instanceof Response) return profile;
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    // Checked against ReadingComfortChoice before the route (middleware/validate-requests.ts).
    const { text_size, high_contrast } = read.body;
    const saved = {
      text_size: text_size as 'normal',
      high_contrast: high_contrast as boolean,
      updated_at: new Date(deps.opts.now()).toISOString(),
    };
    deps.store.reminders.readingComfort.set(profile.id, saved);
    return c.json(saved);
  });

  // No sign-in: the token is the proof. It turns off one kind on one channel for one member, once; a second use
  // (or a link whose choice was already off) answers `already: true` and changes nothing.
  app.post('/notifications/unsubscribe', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const token = read.body.token;
    if (!isNonEmptyString(token)) return validationError(c, { token: 'Falta el código del enlace de baja.' });
    const entry = deps.store.reminders.tokens.get(token);
    if (!entry) return notFound(c, 'Este enlace de baja no es válido. Comprueba que lo has copiado entero del mensaje.');
    const { reminders } = deps.store;
    const answer = (already: boolean): Unsubscription => ({ kind: entry.kind, channel: entry.channel, already });
    if (entry.usedAt) return c.json(answer(true));
    entry.usedAt = new Date(deps.opts.now()).toISOString();
    const choice = choiceOf(reminders, entry.memberId, entry.kind);
    if (!choice[entry.channel]) return c.json(answer(true));
    const saved = reminders.preferences.get(entry.memberId);
    const choices = { ...saved?.choices, [entry.kind]: { ...choice, [entry.channel]: false } };
    reminders.preferences.set(entry.memberId, { choices, updatedAt: entry.usedAt });
    return c.json(answer(false));
  });

  // Test controls: the clock every part of the sandbox reads (deps.opts.now), moved forward only.
  app.get('/__sandbox/clock', (c) => c.json(clockBody(deps)));
  app.post('/__sandbox/clock', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    // An integer from 1 to 525,600 (a year): checked against the operation's schema before the route.
    const minutes = read.body.advanceMinutes;
    deps.store.clockOffsetMs += (minutes as number) * 60_000;
    const delivered = deliverAll(deps.store, deps.opts.corsOrigins[0] ?? '', deps.opts.now());
    return c.json({ ...clockBody(deps), delivered });
  });

  return app;
}

function clockBody(deps: Deps) {
  return { now: new Date(deps.opts.now()).toISOString(), offsetMinutes: deps.store.clockOffsetMs / 60_000 };
}
