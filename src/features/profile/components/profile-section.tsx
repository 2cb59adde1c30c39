import type { ReactNode } from 'react';
import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { vars } from '../../../ui/tokens.ts';

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const sectionTitle = css`font-size:${vars.font.lg};`;

/** One section of Mi Perfil: a card named by its heading (a region a screen reader lists), its hint under it. */
export function ProfileSection({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className={stack}>
      <h2 id={id} className={sectionTitle}>
        {title}
      </h2>
      <p>{hint}</p>
      {children}
    </Card>
  );
}
