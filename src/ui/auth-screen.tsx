// The frame of every screen outside the signed-in area (/auth, /public): the brand on top, one card of
// content, no menu. The brand's texts arrive as a prop (i18n/brand.ts), like every text of ui/.
import type { ReactNode } from 'react';
import { css } from 'goober';
import { vars } from './tokens.ts';

const { color, space, font, brand: brandTokens } = vars;

const main = css`display:flex;flex-direction:column;gap:${space[5]};padding:${space[6]} ${space[4]} ${space[5]};outline:none;`;
const brand = css`display:flex;align-items:center;gap:${space[3]};color:${color.primary};`;
// A CSS image rather than an <img>: a provider's theme swaps it through one custom property (ui/theme.ts).
const logo = css`flex:none;width:44px;height:44px;background:${brandTokens.logo} center/contain no-repeat;`;
const brandName = css`font-size:${font.lg};font-weight:700;`;
const tagline = css`font-size:${font.sm};color:${color.textMuted};`;

export interface Brand {
  name: string;
  tagline: string;
}

export function AuthScreen({ brand: t, children }: { brand: Brand; children: ReactNode }) {
  return (
    <main id="main-content" className={main} tabIndex={-1}>
      <div className={brand}>
        <span className={logo} aria-hidden="true" />
        <div>
          <p className={brandName}>{t.name}</p>
          <p className={tagline}>{t.tagline}</p>
        </div>
      </div>
      {children}
    </main>
  );
}
