import type { TextareaHTMLAttributes } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import { control, fieldWrap, labelText } from './control-style.ts';
import { FieldMessages } from './field-message.tsx';
import { useFieldIds } from './field-ids.ts';

const tall = css`min-height:8rem;resize:vertical;`;

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'class' | 'aria-describedby'> & {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
};

/** Field's twin for several lines of text: same label, hint, error and aria wiring. */
export function TextArea({ label, hint, error, id, className, 'aria-describedby': extra, ...area }: TextAreaProps) {
  const ids = useFieldIds(id, !!hint, !!error, extra);
  return (
    <div className={cx(fieldWrap, className)}>
      <label htmlFor={ids.controlId} className={labelText}>
        {label}
      </label>
      <textarea
        {...area}
        id={ids.controlId}
        className={cx(control, tall)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
      />
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
