import { css } from 'goober';
import { cx } from './class-names.ts';
import { fieldWrap, hintText, labelText } from './control-style.ts';
import { FieldMessages } from './field-message.tsx';
import { useFieldIds } from './field-ids.ts';
import { IconButton } from './icon-button.tsx';
import { Paperclip, X } from './icons.ts';
import { vars } from './tokens.ts';

const { color, space, radius } = vars;

const input = css`
  min-height:${vars.size.control};padding:${space[2]};border:1px dashed ${color.borderStrong};border-radius:${radius.md};
  background:${color.surface};color:${color.text};
  &[aria-invalid=true]{border:2px solid ${color.danger};}
`;
const chosenRow = css`display:flex;align-items:center;gap:${space[2]};color:${color.text};& > svg{color:${color.primary};}`;

export type FileFieldProps = {
  label: string;
  hint?: string;
  error?: string;
  id?: string;
  /** The accept attribute (".pdf,image/png"). */
  accept?: string;
  /** What is chosen, as the user should read it ("informe.pdf (82 KB)"); empty when nothing is. */
  chosen?: string;
  removeLabel: string;
  onFile: (file: File | null) => void;
  className?: string;
};

/** A native file picker with label, hint, error, and the chosen file with a way to remove it. */
export function FileField({ label, hint, error, id, accept, chosen, removeLabel, onFile, className }: FileFieldProps) {
  const ids = useFieldIds(id, !!hint, !!error);
  return (
    <div className={cx(fieldWrap, className)}>
      {chosen ? (
        <span className={labelText}>{label}</span>
      ) : (
        <label htmlFor={ids.controlId} className={labelText}>
          {label}
        </label>
      )}
      {chosen ? (
        <p className={chosenRow}>
          <Paperclip size={20} />
          <span className={hintText}>{chosen}</span>
          <IconButton icon={X} label={removeLabel} size="sm" onClick={() => onFile(null)} />
        </p>
      ) : (
        <input
          id={ids.controlId}
          type="file"
          accept={accept}
          className={input}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
        />
      )}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
