// The form of a grant (issue 31): a new one (the person's name, their e-mail or mobile, the modules, the last day)
// or a change of one (modules and last day only). The profile's personal data is never among the choices. Field
// names are the API's, so a 422's sentences land beside their fields; nothing typed is lost on any failure.
import { css } from 'goober';
import { GRANT_MAX_MONTHS } from '../../../core/constants.ts';
import { CAREGIVER_MODULES } from '../../../core/constants.ts';
import { useForm } from '../../../forms/use-form.ts';
import { email, mobilePhone, required } from '../../../forms/rules.ts';
import type { Rule } from '../../../forms/rule.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Field } from '../../../ui/field.tsx';
import { FieldMessages } from '../../../ui/field-message.tsx';
import { FormSection } from '../../../ui/form-section.tsx';
import { vars } from '../../../ui/tokens.ts';
import { caregiverTexts } from '../../../i18n/caregivers.ts';
import { formatDate } from '../../../i18n/format.ts';
import type { CaregiverGrant } from '../api/list-caregiver-grants.ts';
import { isoDay, latestEnd } from '../grant-dates.ts';

const t = caregiverTexts.form;
const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const actions = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};& > *{flex:1 1 auto;}`;

export type GrantValues = { caregiver_name: string; contact: string; modules: string; ends_on: string };

const contactRule: Rule<GrantValues> = (value, values) =>
  email()(value, values) === undefined || mobilePhone()(value, values) === undefined ? undefined : t.contactInvalid;

const endsOnRule: Rule<GrantValues> = (value) => {
  if (typeof value !== 'string' || value === '') return undefined;
  const now = new Date();
  if (value < isoDay(now)) return t.endsOnPast;
  const last = latestEnd(now);
  return value > isoDay(last) ? t.endsOnTooLate(GRANT_MAX_MONTHS, formatDate(last)) : undefined;
};

const newRules = {
  caregiver_name: [required(t.nameRequired)],
  contact: [required(t.contactRequired), contactRule],
  modules: [required(t.modulesRequired)],
  ends_on: [required(t.endsOnRequired), endsOnRule],
};
const changeRules = { modules: newRules.modules, ends_on: newRules.ends_on };

export interface GrantFormProps {
  /** The grant to change; none: a new one. */
  grant?: CaregiverGrant;
  onSave: (values: GrantValues) => Promise<void>;
  onCancel: () => void;
}

export function CaregiverGrantForm({ grant, onSave, onCancel }: GrantFormProps) {
  const id = grant ? `grant-${grant.id}` : 'grant-new';
  const form = useForm<GrantValues>({
    id,
    initial: grant
      ? { caregiver_name: grant.caregiver_name, contact: grant.contact, modules: grant.modules.join(','), ends_on: grant.ends_on }
      : { caregiver_name: '', contact: '', modules: '', ends_on: '' },
    rules: grant ? changeRules : newRules,
    onSubmit: onSave,
  });
  const chosen = new Set(form.values.modules.split(',').filter(Boolean));
  const toggle = (module: string, on: boolean) => {
    const next = CAREGIVER_MODULES.filter((m) => (m === module ? on : chosen.has(m)));
    form.set('modules', next.join(','));
  };
  const modulesError = form.errorOf('modules');
  const today = new Date();
  return (
    <form className={stack} onSubmit={(e) => void form.submit(e as unknown as Event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{grant ? t.changeTitle(grant.caregiver_name) : t.addTitle}</h3>
      {form.failure && <Alert type="danger" message={form.failure} />}
      {!grant && (
        <>
          <Field {...form.field('caregiver_name')} label={t.name} autoComplete="off" required />
          <Field {...form.field('contact')} label={t.contact} hint={t.contactHint} autoComplete="off" autoCapitalize="none" required />
        </>
      )}
      <FormSection legend={t.modules}>
        <p>{t.modulesHint}</p>
        {CAREGIVER_MODULES.map((module, index) => (
          <Checkbox
            key={module}
            // The first box takes the group's id, so a wrong group gets the focus like any field.
            id={index === 0 ? `${id}-modules` : `${id}-module-${module}`}
            label={caregiverTexts.modules[module]}
            checked={chosen.has(module)}
            aria-describedby={modulesError ? `${id}-modules-error` : undefined}
            onChange={(e) => toggle(module, (e.target as HTMLInputElement).checked)}
          />
        ))}
        <FieldMessages error={modulesError} errorId={`${id}-modules-error`} />
      </FormSection>
      <Field
        {...form.field('ends_on')}
        label={t.endsOn}
        hint={t.endsOnHint(GRANT_MAX_MONTHS)}
        type="date"
        min={isoDay(today)}
        max={isoDay(latestEnd(today))}
        required
      />
      <div className={actions}>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {grant ? t.submitChange : t.submitAdd}
        </Button>
      </div>
    </form>
  );
}
