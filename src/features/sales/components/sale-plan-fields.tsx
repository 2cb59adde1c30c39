// The plan with its price (monthly or yearly) and how many beneficiaries it admits.
import type { Plan } from '../../../api/list-plans.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Select } from '../../../ui/select.tsx';
import { formatMoney } from '../../../i18n/format.ts';
import { registerSaleTexts as t } from '../../../i18n/sales-register.ts';
import type { SaleValues } from '../sale-form.ts';
import { FormSection } from '../../../ui/form-section.tsx';

export const planPriceCents = (plan: Plan, periodicity: string) =>
  periodicity === 'anual' ? plan.yearly_price_cents : plan.monthly_price_cents;

export function SalePlanFields({ form, plans }: { form: Form<SaleValues>; plans: Plan[] }) {
  const { field, values } = form;
  const plan = plans.find((p) => p.code === values.plan_code);
  const periodicity = values.periodicity === 'anual' ? 'anual' : 'mensual';
  const options = plans.map((p) => ({ value: p.code, label: t.planOption(p.name, formatMoney(p.monthly_price_cents)) }));
  return (
    <FormSection legend={t.sections.plan}>
      <Select {...field('plan_code')} label={t.plan} placeholder={t.select} options={options} />
      <Select
        {...field('periodicity')}
        label={t.periodicity}
        options={[
          { value: 'mensual', label: t.periodicities.mensual },
          { value: 'anual', label: t.periodicities.anual },
        ]}
      />
      <p role="status">
        {plan
          ? `${t.planPrice(formatMoney(planPriceCents(plan, periodicity)), t.periodicities[periodicity])} · ${t.planMax(plan.max_beneficiaries)}`
          : t.noPlanYet}
      </p>
    </FormSection>
  );
}
