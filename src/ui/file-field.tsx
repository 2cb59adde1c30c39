import { css } from 'goober';
import { cx } from './class-names.ts';
import { fieldWrap, hintText, labelText } from './control-style.ts';
import { FieldMessages } from './field-message.tsx';
import { useFieldIds } from './field-ids.ts';
import { IconButton } from './icon-button.tsx';
import { Paperclip, X } from './icons.ts';
import { vars } from './tokens.ts';

const { color, space, radius } = vars;

// The native input stays in the page (keyboard, screen readers, file dialogs) but unseen: its button would speak
// the browser's language, not the portal's. The second label is the visible, translated button.
const input = css`
  position:absolute;width:1px;height:1px;opacity:0;
  &:focus-visible + label{outline:3px solid ${color.focus};outline-offset:2px;}
  &[aria-invalid=true] + label{border:2px solid ${color.danger};}
`;
const picker = css`
  align-self:flex-start;display:inline-flex;align-items:center;gap:${space[2]};min-height:${vars.size.control};
  padding:${space[2]} ${space[4]};border:1px dashed ${color.borderStrong};border-radius:${radius.md};
  background:${color.surface};color:${color.primary};font-weight:600;cursor:pointer;
  &:hover{background:${color.primarySoft};}
`;
const holder = css`position:relative;display:flex;flex-direction:column;`;
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
  /** The visible button that opens the file dialog ("Elegir archivo"). */
  buttonLabel: string;
  removeLabel: string;
  onFile: (file: File | null) => void;
  className?: string;
};

/** A native file picker with label, hint, error, and the chosen file with a way to remove it. */
export function FileField({ label, hint, error, id, accept, chosen, buttonLabel, removeLabel, onFile, className }: FileFieldProps) {
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
        <div className={holder}>
          <input
            id={ids.controlId}
            type="file"
            accept={accept}
            className={input}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
          />
          <label htmlFor={ids.controlId} className={picker}>
            <Paperclip size={20} />
            {buttonLabel}
          </label>
        </div>
      )}
      <FieldMessages hint={hint} hintId={ids.hintId} error={error} errorId={ids.errorId} />
    </div>
  );
}
