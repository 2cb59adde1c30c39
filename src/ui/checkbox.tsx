import type { InputHTMLAttributes, ReactNode } from 'react';
import { css } from 'goober';
import { FieldMessages } from './field-message.tsx';
import { useFieldIds } from './field-ids.ts';
import { vars } from './tokens.ts';

const { color, space } = vars;

// The whole row is the label, so the target is 44 px tall even though the box is 22 px.
const row = css`
  display:flex;align-items:flex-start;gap:${space[3]};min-height:${vars.size.control};padding:${space[2]} 0;cursor:pointer;
  & > input{width:22px;height:22px;margin:1px 0 0;flex-shrink:0;accent-color:${color.primary};cursor:pointer;}
  & > input[aria-invalid=true]{outline:2px solid ${color.danger};outline-offset:1px;}
`;
const messages = css`padding-left:calc(22px + ${space[3]});`;

export type CheckboxProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className' | 'class' | 'aria-describedby' | 'children' | 'label' | 'role'
> & {
  /** Text or inline content (e.g. a link to the terms). */
  label: ReactNode;
  hint?: string;
  error?: string;
  id?: string;
  'aria-describedby'?: string;
  className?: string;
};

export function Checkbox({ label, hint, error, id, className, 'aria-describedby': extra, ...input }: CheckboxProps) {
  const ids = useFieldIds(id, !!hint, !!error, extra);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={row}>
        <input {...input} type="checkbox" id={ids.controlId} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
        <span>{label}</span>
      </label>
      <div className={messages}>
        <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
      </div>
    </div>
  );
}
