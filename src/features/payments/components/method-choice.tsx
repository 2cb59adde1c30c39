import { css } from 'goober';
import { labelText } from '../../../ui/control-style.ts';
import { FieldMessages } from '../../../ui/field-message.tsx';
import { vars } from '../../../ui/tokens.ts';
import { staffPaymentTexts as t } from '../../../i18n/payments-staff.ts';

const { color, space, radius } = vars;
const group = css`border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:${space[2]};min-width:0;`;
const legend = css`padding:0;`;
const options = css`display:grid;grid-template-columns:repeat(auto-fit,minmax(min(140px,100%),1fr));gap:${space[2]};`;
const option = css`
  display:flex;align-items:center;gap:${space[2]};min-height:48px;padding:${space[2]} ${space[3]};cursor:pointer;
  border:1px solid ${color.borderStrong};border-radius:${radius.md};background:${color.surface};font-weight:600;
  &:has(input:checked){border:2px solid ${color.primary};background:${color.primarySoft};}
  & input{flex-shrink:0;width:20px;height:20px;margin:0;accent-color:${color.primary};}
`;

export type StaffMethod = 'cash' | 'pos';

/** Cash or card terminal, as native radio buttons (arrow keys move between them; the legend names the group). */
export function MethodChoice({
  value,
  onChange,
  error,
}: {
  value: StaffMethod | '';
  onChange: (method: StaffMethod) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className={group} aria-describedby={error ? 'staff-method-error' : undefined}>
      <legend className={`${labelText} ${legend}`}>{t.method}</legend>
      <div className={options}>
        {(['cash', 'pos'] as const).map((method) => (
          <label key={method} className={option}>
            <input type="radio" name="staff-method" value={method} checked={value === method} onChange={() => onChange(method)} />
            {t.methods[method]}
          </label>
        ))}
      </div>
      <FieldMessages error={error} errorId="staff-method-error" />
    </fieldset>
  );
}
