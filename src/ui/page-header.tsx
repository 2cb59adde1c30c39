import type { ReactNode, Ref } from 'react';
import { css } from 'goober';
import { cx } from './class-names.ts';
import { vars } from './tokens.ts';

const { color, space, font } = vars;

// Actions wrap under the title when both do not fit (a narrow phone, large text), never squeezing the h1 away.
const wrap = css`display:flex;flex-wrap:wrap;align-items:center;gap:${space[2]};margin-bottom:${space[4]};`;
const text = css`flex:1 1 8rem;min-width:0;display:flex;flex-direction:column;gap:${space[1]};`;
const heading = css`font-size:${font.xxl};color:${color.text};scroll-margin-top:${space[7]};`;
const sub = css`color:${color.textMuted};`;

export type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** A back IconButton before the title. */
  leading?: ReactNode;
  /** Buttons after the title. */
  actions?: ReactNode;
  /** Reaches the h1, so the app can focus it after navigation (docs/design.md, section 3). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
};

/** The screen's one h1. tabIndex=-1 lets the router move focus here without adding a tab stop. */
export function PageHeader({ title, subtitle, leading, actions, headingRef, className }: PageHeaderProps) {
  return (
    <header className={cx(wrap, className)}>
      {leading}
      <div className={text}>
        <h1 ref={headingRef} tabIndex={-1} className={heading}>
          {title}
        </h1>
        {subtitle && <p className={sub}>{subtitle}</p>}
      </div>
      {actions}
    </header>
  );
}
