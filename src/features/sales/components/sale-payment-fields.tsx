// Where the sale is made and how the first payment is taken; an Asesor also says whose sale it is.
import type { Headquarters } from '../../../api/list-headquarters.ts';
import type { Form } from '../../../forms/use-form.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { Select } from '../../../ui/select.tsx';
import { registerSaleTexts as t } from '../../../i18n/sales-register.ts';
import type { SalesAdvisor } from '../api/types.ts';
import type { SaleValues } from '../sale-form.ts';
import { FormSection } from '../../../ui/form-section.tsx';

interface Props {
  form: Form<SaleValues>;
  headquarters: Headquarters[];
  advisors: SalesAdvisor[];
}

export function SalePaymentFields({ form, headquarters, advisors }: Props) {
  const { field, values } = form;
  const chosen = headquarters.find((h) => h.id === values.headquarters_id);
  const methods = (['cash', 'pos', 'site'] as const).map((m) => ({
    value: m,
    label: t.methods[m],
    disabled: m === 'site' && chosen?.payment_desk === false,
  }));
  const methodBinding = field('payment_method');
  const noDesk = values.payment_method === 'site' && chosen?.payment_desk === false ? t.noDesk : undefined;
  return (
    <FormSection legend={t.sections.payment}>
      {advisors.length > 0 && (
        <Select
          {...field('advisor_id')}
          label={t.advisor}
          placeholder={t.select}
          options={advisors.map((a) => ({ value: a.id, label: `${a.name} (${a.city})` }))}
        />
      )}
      <Select
        {...field('headquarters_id')}
        label={t.headquarters}
        hint={t.headquartersHint}
        placeholder={t.select}
        options={headquarters.map((h) => ({ value: h.id, label: t.headquartersOption(h.city, h.name) }))}
      />
      <Select
        {...methodBinding}
        error={methodBinding.error ?? noDesk}
        hint={t.methodHints[(values.payment_method as keyof typeof t.methodHints) || 'none'] ?? t.methodHints.none}
        label={t.paymentMethod}
        placeholder={t.select}
        options={methods}
      />
      <Checkbox {...form.checkbox('privacy')} label={t.privacy} />
      <Checkbox {...form.checkbox('terms')} label={t.terms} />
    </FormSection>
  );
}
