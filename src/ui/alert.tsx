import type { ReactNode } from 'react';
import { css, keyframes } from 'goober';
import { buttonClass } from './button.tsx';
import { cx } from './class-names.ts';
import { IconButton } from './icon-button.tsx';
import { X } from './icons.ts';
import { statusIcon, statusTone } from './status.ts';
import type { StatusType } from './status.ts';
import { vars } from './tokens.ts';

const { color, space, radius, font, motion } = vars;

const fadeIn = keyframes`from{opacity:0;transform:translateY(-4px);}`;

const box = css`
  display:flex;gap:${space[3]};align-items:flex-start;
  padding:${space[3]} ${space[2]} ${space[3]} ${space[4]};
  background:var(--tone-soft);color:${color.text};
  border:1px solid var(--tone);border-left-width:6px;border-radius:${radius.md};
  animation:${fadeIn} ${motion.fast} ease-out both;
  transition:opacity ${motion.fade} ease-in;
  & > svg{color:var(--tone);margin-top:2px;}
`;
const gone = css`opacity:0;`;
const body = css`flex:1;min-width:0;display:flex;flex-direction:column;gap:${space[1]};padding:${space[1]} 0;`;
const title = css`font-size:${font.md};font-weight:700;color:var(--tone);`;
const actionTone = css`
  align-self:flex-start;margin-top:${space[2]};background:${color.surface};color:var(--tone);border-color:var(--tone);
  &:hover:not(:disabled){background:${color.surface};text-decoration:underline;}
`;

export type AlertAction = {
  label: string;
  /** Renders a link; the app can still intercept it in onClick to navigate in-app. */
  href?: string;
  onClick?: (event: MouseEvent) => void;
};

type Closable = { onClose: () => void; closeLabel: string } | { onClose?: undefined; closeLabel?: undefined };

export type AlertProps = Closable & {
  type: StatusType;
  title?: string;
  message?: ReactNode;
  action?: AlertAction;
  /** Fades the alert out (500 ms: docs/specification.md, section 4); the owner removes it afterwards. */
  leaving?: boolean;
  className?: string;
};

/**
 * Presentational alert. Danger uses role="alert" so urgent payment problems are announced at once;
 * the others use role="status", which waits for the screen reader to finish what it is saying.
 */
export function Alert({ type, title: heading, message, action, leaving, onClose, closeLabel, className }: AlertProps) {
  const Icon = statusIcon[type];
  const actionClass = cx(buttonClass('secondary', 'sm'), actionTone);
  return (
    <div role={type === 'danger' ? 'alert' : 'status'} className={cx(box, statusTone[type], leaving && gone, className)}>
      <Icon size={24} />
      <div className={body}>
        {heading && <p className={title}>{heading}</p>}
        {message && <div>{message}</div>}
        {action &&
          (action.href !== undefined ? (
            <a href={action.href} onClick={action.onClick} className={actionClass}>
              {action.label}
            </a>
          ) : (
            <button type="button" onClick={action.onClick} className={actionClass}>
              {action.label}
            </button>
          ))}
      </div>
      {onClose && <IconButton icon={X} label={closeLabel} size="sm" onClick={onClose} />}
    </div>
  );
}
