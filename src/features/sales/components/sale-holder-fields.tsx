// The holder's fields, as the registration asks them, typed by staff for the customer (no autofill of their own).
import type { CheckState } from '../../../forms/debounced-check.ts';
import { HolderFields } from '../../../forms/holder-fields.tsx';
import type { Form } from '../../../forms/use-form.ts';
import { registerSaleTexts } from '../../../i18n/sales-register.ts';
import type { SaleValues } from '../sale-form.ts';
import type { SaleLists } from '../use-sale-lists.ts';

export interface SaleHolderFieldsProps {
  form: Form<SaleValues>;
  options: SaleLists['options'];
  documentCheck: CheckState;
  phoneCheck: CheckState;
}

export function SaleHolderFields({ form, options, documentCheck, phoneCheck }: SaleHolderFieldsProps) {
  return (
    <HolderFields form={form} lists={options} documentCheck={documentCheck} phoneCheck={phoneCheck} texts={registerSaleTexts} own={false} />
  );
}
