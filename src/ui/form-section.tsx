import type { ReactNode } from 'react';
import { css } from 'goober';
import { vars } from './tokens.ts';

// min-width:0 undoes a fieldset's min-content width, so long options never widen the form past a phone's screen.
const box = css`border:0;margin:0;padding:0;display:flex;flex-direction:column;gap:${vars.space[4]};min-width:0;
  & > legend{font-size:${vars.font.lg};font-weight:700;padding:0;margin-bottom:${vars.space[3]};}`;

/** A group of fields with its visible name, read by screen readers with each field. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={box}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
