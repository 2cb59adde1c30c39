// A modal question with two answers, on the native <dialog>: showModal() makes the page behind inert, keeps
// focus inside and closes on Escape, which browsers do better than a hand-made trap. Its content exists only
// while it is open: a closed dialog stays in the document, and an empty heading there is what HTML_CodeSniffer
// reported on Mi suscripción (whose title names the person, so it is '' until someone is chosen).
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { css } from 'goober';
import { Button } from './button.tsx';
import { vars } from './tokens.ts';

const { color, space, radius, shadow, font } = vars;

const box = css`
  width:min(28rem,calc(100vw - 2rem));border:0;border-radius:${radius.lg};box-shadow:${shadow.md};padding:${space[5]};
  color:${color.text};background:${color.surface};
  &::backdrop{background:rgba(27,42,51,.55);}
`;
const heading = css`font-size:${font.lg};margin:0 0 ${space[2]};`;
// Side by side when they fit, stacked at full width when they do not (long Spanish labels, narrow phones).
const actions = css`display:flex;flex-wrap:wrap;justify-content:flex-end;gap:${space[3]};margin-top:${space[5]};& > *{flex:1 1 auto;}`;

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's look: danger for what cannot be undone. */
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // Before paint: the content and the dialog's open state change in the same frame, so no empty box shows.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={box}
      aria-labelledby={open ? 'confirm-title' : undefined}
      aria-describedby={open && message ? 'confirm-message' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <>
          <h2 id="confirm-title" className={heading}>
            {title}
          </h2>
          {message && <div id="confirm-message">{message}</div>}
          <div className={actions}>
            <Button variant="secondary" onClick={onCancel}>
              {cancelLabel}
            </Button>
            <Button variant={tone} loading={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
