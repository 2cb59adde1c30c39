import type { ReactNode } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import type { space } from './tokens.ts';
import { vars } from './tokens.ts';

const column = css`display:flex;flex-direction:column;`;
const row = css`display:flex;flex-direction:row;align-items:center;flex-wrap:wrap;`;

export type StackProps = {
  /** A step of the spacing scale (tokens.space): 4 = 16 px. */
  gap?: keyof typeof space;
  direction?: 'vertical' | 'horizontal';
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  as?: 'div' | 'section' | 'ul' | 'ol';
  className?: string;
  children: ReactNode;
};

const flex = (v: string | undefined) => (v === 'start' || v === 'end' ? `flex-${v}` : v === 'between' ? 'space-between' : v);

/** Lays children out with a gap from the spacing scale; two static classes plus an inline gap, not a class per gap. */
export function Stack({ gap = 4, direction = 'vertical', align, justify, as: Tag = 'div', className, children }: StackProps) {
  return (
    <Tag
      className={cx(direction === 'vertical' ? column : row, className)}
      style={{ gap: vars.space[gap], alignItems: flex(align), justifyContent: flex(justify) }}
    >
      {children}
    </Tag>
  );
}
