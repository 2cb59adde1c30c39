import type { InputHTMLAttributes, ReactNode } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import { control, fieldWrap, labelText } from './control-style.ts';
import { FieldMessages } from './field-message.tsx';
import { useFieldIds } from './field-ids.ts';
import { vars } from './tokens.ts';

const withTrailing = css`position:relative;& > input{padding-right:${vars.size.control};}`;
const trailingSlot = css`position:absolute;right:0;top:0;bottom:0;display:flex;align-items:center;`;

export type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'class' | 'aria-describedby'> & {
  /** Visible label, tied to the input with for/id (placeholders are not labels). */
  label: string;
  hint?: string;
  /** A passing state of the value (a server check under way), said in the hint's place without moving the page. */
  status?: string;
  /** When set, the input gets aria-invalid and the message is read with it. */
  error?: string;
  id?: string;
  /** Extra ids for aria-describedby, after the error and hint. */
  'aria-describedby'?: string;
  /** A control inside the box's right edge, e.g. an IconButton that shows the password. */
  trailing?: ReactNode;
  /** Class for the wrapper (label + input + messages). */
  className?: string;
};

/** Label, input, hint and error. Every other prop (name, type, autoComplete, inputMode, value, onInput, ref...) reaches the input. */
export function Field({ label, hint, status, error, id, trailing, className, 'aria-describedby': extra, ...input }: FieldProps) {
  const ids = useFieldIds(id, !!hint, !!error, extra);
  const box = (
    <input
      // Preact types inputs as a union keyed by `type`; the rest object loses that link, the values do not.
      {...(input as InputHTMLAttributes<HTMLInputElement>)}
      id={ids.controlId}
      className={control}
      aria-invalid={error ? true : undefined}
      aria-describedby={ids.describedBy}
    />
  );
  return (
    <div className={cx(fieldWrap, className)}>
      <label htmlFor={ids.controlId} className={labelText}>
        {label}
      </label>
      {trailing ? (
        <div className={withTrailing}>
          {box}
          <div className={trailingSlot}>{trailing}</div>
        </div>
      ) : (
        box
      )}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} status={status} />
    </div>
  );
}
