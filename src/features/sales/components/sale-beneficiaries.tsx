// The beneficiaries of the sale: add and remove, up to what the chosen plan admits, each with the beneficiary
// form's fields (a child under 14 may have no document).
import { css } from 'goober';
import type { Plan } from '../../../api/list-plans.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import { registerSaleTexts as t } from '../../../i18n/sales-register.ts';
import { benKey, beneficiaryCount, BENEFICIARY_SLOTS, withoutBeneficiary, type BeneficiaryField, type SaleValues } from '../sale-form.ts';
import type { SaleLists } from '../use-sale-lists.ts';
import { FormSection } from '../../../ui/form-section.tsx';
import { asksDocumentNumber } from '../../../forms/beneficiary.ts';

const slot = css`border:1px solid ${vars.color.border};border-radius:${vars.radius.md};padding:${vars.space[4]};display:flex;flex-direction:column;gap:${vars.space[3]};
  & h3{margin:0;font-size:${vars.font.md};}& > button{align-self:flex-start;}`;

interface Props {
  form: Form<SaleValues>;
  plan: Plan | undefined;
  options: SaleLists['options'];
}

export function SaleBeneficiaries({ form, plan, options }: Props) {
  const { values, set, errorOf } = form;
  const count = beneficiaryCount(values);
  const max = plan ? Math.min(plan.max_beneficiaries, BENEFICIARY_SLOTS) : BENEFICIARY_SLOTS;
  const bind = (i: number, name: BeneficiaryField) => form.field(benKey(i, name));
  const remove = (i: number) => {
    for (const [key, value] of Object.entries(withoutBeneficiary(values, i))) set(key, value ?? '');
    setTimeout(() => document.getElementById(`venta-add-beneficiary`)?.focus(), 0);
  };
  const add = () => {
    set('beneficiary_count', String(count + 1));
    setTimeout(() => document.getElementById(`venta-${benKey(count, 'document_type')}`)?.focus(), 0);
  };
  const overLimit = plan !== undefined && count > max;
  return (
    <FormSection legend={t.sections.beneficiaries}>
      {count === 0 && <p>{t.noBeneficiaries}</p>}
      {Array.from({ length: count }, (_, i) => (
        <section key={i} className={slot} aria-labelledby={`venta-ben${i}-title`}>
          <h3 id={`venta-ben${i}-title`}>{t.beneficiary(i + 1)}</h3>
          <Select
            {...bind(i, 'document_type')}
            label={t.documentType}
            placeholder={t.select}
            options={options['document-types-beneficiary']}
          />
          {asksDocumentNumber(values[benKey(i, 'document_type')]) && (
            <Field
              {...bind(i, 'document_number')}
              label={t.documentNumber}
              hint={t.documentHint}
              autoCapitalize="characters"
              autoComplete="off"
              spellcheck={false}
            />
          )}
          <Select {...bind(i, 'relationship')} label={t.relationship} placeholder={t.select} options={options.relationships} />
          <Field {...bind(i, 'first_name')} label={t.firstName} autoComplete="off" />
          <Field {...bind(i, 'first_lastname')} label={t.firstLastname} autoComplete="off" />
          <Field {...bind(i, 'second_lastname')} label={t.secondLastname} autoComplete="off" />
          <Field {...bind(i, 'birth_date')} label={t.birthDate} type="date" autoComplete="off" />
          <Select {...bind(i, 'gender')} label={t.gender} placeholder={t.select} options={options.genders} />
          <Field
            {...bind(i, 'email')}
            label={t.beneficiaryEmail}
            hint={t.beneficiaryEmailHint}
            type="email"
            inputMode="email"
            autoComplete="off"
            autoCapitalize="none"
            spellcheck={false}
          />
          <Button type="button" variant="secondary" size="sm" onClick={() => remove(i)}>
            {t.removeBeneficiary(i + 1)}
          </Button>
        </section>
      ))}
      {overLimit && <Alert type="warning" message={t.tooManyBeneficiaries(max)} />}
      {!overLimit && errorOf('beneficiary_count') && <Alert type="danger" message={errorOf('beneficiary_count')} />}
      {count < max ? (
        <Button id="venta-add-beneficiary" type="button" variant="secondary" onClick={add}>
          {t.addBeneficiary}
        </Button>
      ) : (
        plan && !overLimit && <p>{t.beneficiaryLimit(max)}</p>
      )}
    </FormSection>
  );
}
