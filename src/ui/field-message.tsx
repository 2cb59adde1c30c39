import { css } from 'goober';
import { cx } from './class-names.ts';
import { CircleExclamationPoint } from './icons.ts';
import { errorText, hintText } from './control-style.ts';

// A status said in the hint's place keeps the hint's space: both sit in one grid cell, the hint only hidden, so the
// line is as tall as the taller of the two and nothing below it moves while a check comes and goes (issue 30: the
// privacy tick moved 21 px under a tap, twice per server check, at phone size).
const stacked = css`display:grid;& > span{grid-area:1/1;}`;
const keptSpace = css`visibility:hidden;`;

export interface FieldMessagesProps {
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  /** A passing state of the value (a server check under way), read in the hint's place and shown in its space. */
  status?: string;
}

/** The hint and error lines under a control; the error carries an icon so colour is not its only sign. */
export function FieldMessages({ hint, hintId, error, errorId, status }: FieldMessagesProps) {
  return (
    <>
      {error && (
        <p id={errorId} className={errorText}>
          <CircleExclamationPoint size={16} />
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={status ? cx(hintText, stacked) : hintText}>
          {status ? (
            <>
              {/* Only its space is kept: the input's description reads the status alone. */}
              <span className={keptSpace} aria-hidden="true">
                {hint}
              </span>
              <span>{status}</span>
            </>
          ) : (
            hint
          )}
        </p>
      )}
    </>
  );
}
