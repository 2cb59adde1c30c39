import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { invalidRequest, jsonError, notFound, validationError } from '../../errors.ts';
import { isObject, readJsonObject } from '../../json-body.ts';
import { formIds } from '../accounts/seed-modules.ts';
import { FORM_VERSION } from './seed.ts';
import type { FormValues } from '../../../../contract/forms/schemas.ts';
import { PROFILE_FORM_ID, profileErrors, profileStatus } from './profile-form.ts';

export function formRoutes(deps: Deps) {
  const app = new OperationHandlers();

  /** The saved values, or an empty pending form for a known customer who has saved nothing yet. */
  const valuesFor = (formId: string, customerId: string): FormValues | undefined => {
    if (!formIds.includes(formId) || !deps.store.customer(customerId)) return undefined;
    const saved = deps.store.forms.find((f) => f.form_id === formId && f.customer_id === customerId);
    return saved ?? { form_id: formId, version: FORM_VERSION, customer_id: customerId, general_status: 'PENDING', values: {} };
  };

  /** Health data: only the person (one of the token's profiles) reads or writes their own form. */
  const ownForm = (c: Context<SandboxEnv>): Response | null =>
    c.get('bearer').profiles.some((p) => p.id === c.req.param().customerId)
      ? null
      : jsonError(c, 403, 'forbidden', 'Solo puedes ver y guardar tus propios formularios.');

  app.handle('getFormsFormIdVersionsLatestValuesCustomerId', (c) => {
    const denied = ownForm(c);
    if (denied) return denied;
    const values = valuesFor(c.req.param().formId, c.req.param().customerId);
    return values ? c.json(values) : notFound(c, 'No existe ese formulario o ese cliente.');
  });

  app.handle('putFormsFormIdVersionsLatestValuesCustomerId', async (c) => {
    const denied = ownForm(c);
    if (denied) return denied;
    const current = valuesFor(c.req.param().formId, c.req.param().customerId);
    if (!current) return notFound(c, 'No existe ese formulario o ese cliente.');
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { values, general_status } = read.body;
    if (!isObject(values)) return invalidRequest(c, 'values debe ser un objeto.');
    const profile = current.form_id === PROFILE_FORM_ID;
    if (profile) {
      const errors = profileErrors(values, deps.opts.now());
      if (Object.keys(errors).length > 0) return validationError(c, errors);
    } else if (general_status !== 'PENDING' && general_status !== 'COMPLETED') {
      return invalidRequest(c, 'general_status debe ser PENDING o COMPLETED.');
    }
    // The profile's status is the server's to decide: COMPLETED once every required answer is there.
    const saved: FormValues = {
      ...current,
      values,
      general_status: profile ? profileStatus(values) : (general_status as FormValues['general_status']),
    };
    deps.store.forms = [
      ...deps.store.forms.filter((f) => f !== current && !(f.form_id === saved.form_id && f.customer_id === saved.customer_id)),
      saved,
    ];
    return c.json(saved);
  });

  return app;
}
