import type { ReactNode } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import { ChevronRight } from './icons.ts';
import { splitLine } from './split-line.ts';
import type { IconComponent } from './icons.ts';
import { vars } from './tokens.ts';

const { color, space, font, motion } = vars;

const row = css`
  display:flex;align-items:center;gap:${space[3]};width:100%;min-height:56px;padding:${space[3]} ${space[4]};
  background:transparent;border:0;color:${color.text};text-align:left;text-decoration:none;
  transition:background-color ${motion.fast};
  &:hover:not(div){background:${color.primarySoft};}
  &[aria-current=page]{background:${color.primarySoft};box-shadow:inset 4px 0 0 ${color.primary};}
  & + &{border-top:1px solid ${color.border};}
`;
const iconBox = css`color:${color.primary};`;
const grow = css`flex:1;min-width:0;`;
const text = css`flex:1;min-width:0;display:flex;flex-direction:column;`;
const titleText = css`font-weight:600;`;
const desc = css`font-size:${font.sm};color:${color.textMuted};`;
const chevron = css`color:${color.textMuted};`;

export type ListItemProps = {
  title: string;
  description?: ReactNode;
  icon?: IconComponent;
  /** Something at the end instead of the chevron (a Badge, an amount). */
  trailing?: ReactNode;
  /** A link row. Wouter's <Link asChild> can wrap it: href and onClick reach the <a>. */
  href?: string;
  /** A button row when there is no href. */
  onClick?: (event: MouseEvent) => void;
  'aria-current'?: 'page' | undefined;
  /** A button row that shows and hides a panel (a disclosure). */
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  className?: string;
};

/** A menu or list row: icon, title, description and a chevron when it leads somewhere. */
export function ListItem({ title, description, icon: Icon, trailing, href, onClick, className, ...aria }: ListItemProps) {
  const interactive = href !== undefined || onClick !== undefined;
  const texts = (
    <span className={text}>
      <span className={titleText}>{title}</span>
      {description && <span className={desc}>{description}</span>}
    </span>
  );
  const content = (
    <>
      {Icon && <Icon size={24} className={iconBox} />}
      {trailing ? (
        <span className={cx(grow, splitLine)}>
          {texts}
          {trailing}
        </span>
      ) : (
        texts
      )}
      {!trailing && interactive && <ChevronRight size={20} className={chevron} />}
    </>
  );
  const cls = cx(row, className);
  if (href !== undefined) {
    return (
      <a href={href} onClick={onClick} className={cls} {...aria}>
        {content}
      </a>
    );
  }
  if (onClick) {
    return (
      <button type="button" onClick={onClick} className={cls} {...aria}>
        {content}
      </button>
    );
  }
  return <div className={cls}>{content}</div>;
}
