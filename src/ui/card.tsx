import type { ReactNode } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import { vars } from './tokens.ts';

const { color, space, radius, shadow } = vars;

export const cardClass = css`
  background:${color.surface};color:${color.text};border-radius:${radius.md};box-shadow:${shadow.sm};
  padding:${space[5]} ${space[4]};
`;
const flush = css`padding:0;overflow:hidden;`;

export type CardProps = {
  /** section when the card has its own heading, so it shows up in the page outline; div otherwise. */
  as?: 'div' | 'section' | 'article';
  /** No inner padding: for cards that hold a list of ListItems edge to edge. */
  flush?: boolean;
  className?: string;
  id?: string;
  /** Names a section card after its heading. */
  'aria-labelledby'?: string;
  children: ReactNode;
};

export function Card({ as: Tag = 'div', flush: isFlush, className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={cx(cardClass, isFlush && flush, className)}>
      {children}
    </Tag>
  );
}
