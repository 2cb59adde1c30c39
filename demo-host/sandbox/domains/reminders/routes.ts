// The reminders' calls (docs/sandbox.md, "Avisos"): a member's preferences and reading comfort, and the one-click
// unsubscribe behind the messages' links. The clock is a test control (controls.ts); delivery runs around every
// request (deliver-all.ts).
import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isNonEmptyString, readJsonObject } from '../../json-body.ts';
import { memberProfiles, membersOnly } from '../../middleware/roles.ts';
import type { Profile } from '../accounts/state.ts';
import type { Unsubscription } from '../../../../contract/reminders/schemas.ts';
import { choiceOf } from './state.ts';
import { kindsFor, preferencesView, readChoices } from './preferences.ts';
import type { HandChecks } from '../../middleware/validate-requests.ts';

type Ctx = Context<SandboxEnv>;

export function reminderRoutes(deps: Deps) {
  const app = new OperationHandlers();

  /** The member profile in the path, if it is one of the bearer's own; staff and other people are refused. */
  const own = (c: Ctx): Profile | Response => {
    const members = memberProfiles(c);
    if (members.length === 0) return membersOnly(c);
    const profile = members.find((p) => p.id === c.req.param().id);
    return profile ?? jsonError(c, 403, 'forbidden', 'Solo puedes ver y cambiar tus propios avisos.');
  };

  app.handle('getCustomersIdNotificationPreferences', (c) => {
    const profile = own(c);
    return profile instanceof Response ? profile : c.json(preferencesView(deps.store.reminders, profile));
  });

  app.handle('putCustomersIdNotificationPreferences', async (c) => {
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
    c.get('bearer').profiles.find((p) => p.id === c.req.param().id) ??
    jsonError(c, 403, 'forbidden', 'Solo puedes ver y cambiar tu propia forma de leer el portal.');

  app.handle('getCustomersIdReadingComfort', (c) => {
    const profile = self(c);
    if (profile instanceof Response) return profile;
    return c.json(deps.store.reminders.readingComfort.get(profile.id) ?? { text_size: 'normal', high_contrast: false, updated_at: null });
  });

  app.handle('putCustomersIdReadingComfort', async (c) => {
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
  app.handle('postNotificationsUnsubscribe', async (c) => {
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

  return app;
}

/** The preferences' rules a schema cannot say, for the request check's 422 (middleware/validate-requests.ts). */
export const reminderChecks: HandChecks = {
  'put /customers/{id}/notification-preferences': (body, _deps, bearer, path) => {
    // The kinds a member may be told about depend on who they are (kindsFor): a rule of the person, not the shape.
    const profile = bearer?.profiles.find((p) => p.id === path.split('/')[2]);
    const choices = profile ? readChoices(body, kindsFor(profile)) : null;
    return choices && !choices.ok ? choices.fields : null;
  },
};
