import type { SelectHTMLAttributes } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import { control, fieldWrap, labelText } from './control-style.ts';
import { FieldMessages } from './field-message.tsx';
import { useFieldIds } from './field-ids.ts';
import { ChevronDown } from './icons.ts';
import { vars } from './tokens.ts';

// The native select keeps the phone's own picker (best for older users); only the arrow is ours.
const box = css`
  position:relative;
  & > select{appearance:none;-webkit-appearance:none;padding-right:${vars.size.control};}
  & > svg{position:absolute;right:${vars.space[3]};top:50%;transform:translateY(-50%);pointer-events:none;color:${vars.color.textMuted};}
`;

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'class' | 'aria-describedby' | 'children' | 'role' | 'multiple' | 'size'
> & {
  label: string;
  options: SelectOption[];
  /** A first, empty choice ("Selecciona…") that cannot be picked again once a value is chosen. */
  placeholder?: string;
  hint?: string;
  error?: string;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
};

export function Select({ label, options, placeholder, hint, error, id, className, 'aria-describedby': extra, ...select }: SelectProps) {
  const ids = useFieldIds(id, !!hint, !!error, extra);
  return (
    <div className={cx(fieldWrap, className)}>
      <label htmlFor={ids.controlId} className={labelText}>
        {label}
      </label>
      <div className={box}>
        <select
          {...select}
          id={ids.controlId}
          className={control}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown size={20} />
      </div>
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
