import type { ReactNode } from 'react';
import { css } from 'goober';
import { vars } from './tokens.ts';

const { space, z } = vars;

// Bottom-centre of the viewport, which is also the centre of the 375 px phone frame on wide screens.
const region = css`
  position:fixed;left:50%;transform:translateX(-50%);bottom:calc(${space[4]} + env(safe-area-inset-bottom,0px));
  z-index:${z.toast};width:min(calc(100% - 2 * ${space[4]}),343px);
  display:flex;flex-direction:column;gap:${space[2]};pointer-events:none;
`;

/**
 * The one polite live region for toasts. Mount it once, empty, at start-up: screen readers only announce
 * changes to a region that already existed. aria-atomic=false so a new toast is read alone, not with the others.
 */
export function ToastRegion({ children }: { children?: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="false" className={region}>
      {children}
    </div>
  );
}
