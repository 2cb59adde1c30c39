import type { ReactNode } from 'react';
import { css, keyframes } from 'goober';
import { cx } from './class-names.ts';
import { IconButton } from './icon-button.tsx';
import { X } from './icons.ts';
import { statusIcon, statusTone } from './status.ts';
import type { StatusType } from './status.ts';
import { vars } from './tokens.ts';

const { color, space, radius, shadow, motion } = vars;

const rise = keyframes`from{opacity:0;transform:translateY(8px);}`;
// Starts from the share of time still left, so a toast re-rendered mid-way does not refill its bar.
const drain = keyframes`from{transform:scaleX(var(--from));}to{transform:scaleX(0);}`;

const box = css`
  position:relative;overflow:hidden;pointer-events:auto;
  display:flex;gap:${space[3]};align-items:flex-start;
  padding:${space[3]} ${space[2]} ${space[3]} ${space[4]};
  background:${color.surface};color:${color.text};
  border-left:6px solid var(--tone);border-radius:${radius.md};box-shadow:${shadow.md};
  animation:${rise} ${motion.fast} ease-out both;
  transition:opacity ${motion.fade};
  & > svg{color:var(--tone);margin-top:2px;}
`;
const gone = css`opacity:0;`;
const text = css`flex:1;min-width:0;padding:${space[1]} 0;`;
const bar = css`
  position:absolute;left:0;right:0;bottom:0;height:4px;background:var(--tone);transform-origin:left;
  animation:${drain} linear forwards;
`;

export type ToastProps = {
  type: StatusType;
  message: ReactNode;
  closeLabel: string;
  onClose: () => void;
  /** Total life of the toast; leave it out for a toast that waits for the user (no bar, no timeout). */
  durationMs?: number;
  /** Time still left when this render started; defaults to durationMs. A new value restarts the bar from there. */
  remainingMs?: number;
  /** Freezes the bar; the owner freezes its timer at the same moment. */
  paused?: boolean;
  /** Pointer over the toast or focus inside it: the owner should pause, so nobody races the timer (WCAG 2.2.1). */
  onPauseChange?: (paused: boolean) => void;
  leaving?: boolean;
};

export function Toast({ type, message, closeLabel, onClose, durationMs, remainingMs, paused, onPauseChange, leaving }: ToastProps) {
  const Icon = statusIcon[type];
  const left = remainingMs ?? durationMs;
  const pause = onPauseChange && (() => onPauseChange(true));
  const resume = onPauseChange && (() => onPauseChange(false));
  // preact/compat (like React) maps onFocus/onBlur to the bubbling focusin/focusout, so focus on the close button counts.
  return (
    <div className={cx(box, statusTone[type], leaving && gone)} onMouseEnter={pause} onMouseLeave={resume} onFocus={pause} onBlur={resume}>
      <Icon size={22} />
      <div className={text}>{message}</div>
      <IconButton icon={X} label={closeLabel} size="sm" onClick={onClose} />
      {durationMs !== undefined && left !== undefined && (
        <div
          key={left}
          className={bar}
          aria-hidden="true"
          style={{
            '--from': String(Math.max(0, Math.min(1, left / durationMs))),
            animationDuration: `${left}ms`,
            animationPlayState: paused ? 'paused' : 'running',
          }}
        />
      )}
    </div>
  );
}
