// Layout modes (docs/specification.md, sections 1 and 9): a centred 375 x 812 phone frame on tablets and desktops,
// full bleed on phones, and no frame when embedded in the host's iframe.
import type { ReactNode } from 'react';
import { css } from 'goober';
import { FRAME_MAX_HEIGHT, FRAME_WIDTH, MOBILE_MAX_WIDTH } from '../../core/constants.ts';
import { useStore } from '../../core/state/store.ts';
import { vars } from '../../ui/tokens.ts';
import { shellTexts as t } from '../../i18n/shell.ts';
import { useOnline } from './use-online.ts';
import { inFrame } from '../../core/bridge/in-frame.ts';
import { ToastRegion } from '../../ui/toast-region.tsx';
import { lazyPart } from '../../core/loading/lazy-part.tsx';
import { RenderBoundary } from '../errors/render-boundary.tsx';
import { BugPage } from '../errors/bug-page.tsx';

// Neither is needed to paint: the offline bar loads when the connection goes (the service worker has it
// cached), the rotate overlay only on touch screens.
const Toasts = lazyPart(() => import('./toast-list.tsx').then((m) => m.Toasts));
const OfflineNotice = lazyPart(() => import('./offline-notice.tsx').then((m) => m.OfflineNotice));
const RotateOverlay = lazyPart(() => import('./rotate-overlay.tsx').then((m) => m.RotateOverlay));
const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

const { color, space, shadow, radius } = vars;

// One structure for every mode, styled by media query, so the prerendered login screen (scripts/prerender)
// is already right on phones and desktops before any script runs. Above the mobile breakpoint and outside a
// frame: a centred phone. Paint containment makes the phone the containing block of everything `position:fixed`
// inside it (toasts, the side menu), so they sit in the phone, not in the desktop window; its inner scroller
// scrolls. Phones and frames: full bleed, the document scrolls. `contain:paint` rather than the usual
// `transform:translateZ(0)`: the same containing block without a composited layer of its own, which slowed the
// login's first paint on a desktop (the bench's 1280 px window, the login's FCP over the static page's, 9 interleaved
// cold loads: 1.55x with the transform, 1.20x with paint containment, 1.12x without the phone's decoration at all).
const stage = css`
  min-height:100vh;min-height:100dvh;background:${color.bg};
  @media (min-width:${MOBILE_MAX_WIDTH + 1}px){
    &:not([data-in-frame]){
      display:flex;align-items:center;justify-content:center;padding:${space[5]};
      background:linear-gradient(160deg,#e3eef0 0%,#f4f7f8 55%,#e9eef1 100%);
    }
    /* :first-child: the phone only, never the rotate overlay beside it (a sibling div). */
    &:not([data-in-frame]) > div:first-child{
      position:relative;width:${FRAME_WIDTH}px;height:min(${FRAME_MAX_HEIGHT}px,calc(100dvh - 3rem));max-height:${FRAME_MAX_HEIGHT}px;
      overflow:hidden;contain:paint;background:${color.bg};
      border-radius:36px;border:10px solid #1b2a33;box-shadow:${shadow.md},0 24px 60px rgba(27,42,51,.25);
    }
    &:not([data-in-frame]) > div:first-child > div:first-child{height:100%;overflow:auto;overscroll-behavior:contain;}
  }
`;
const phone = css`position:relative;`;
const skip = css`
  position:absolute;left:${space[2]};top:${space[2]};z-index:2000;padding:${space[2]} ${space[4]};
  background:${color.surface};color:${color.primary};border-radius:${radius.md};font-weight:600;
  transform:translateY(-200%);&:focus{transform:none;}
`;

const frameBug = (
  <main id="main-content" tabIndex={-1}>
    <BugPage home="/" />
  </main>
);

export function AppFrame({ children }: { children: ReactNode }) {
  const screen = useStore((s) => s.screen);
  const online = useOnline();
  const hasToasts = useStore((s) => s.toasts.length > 0);
  const framed = !inFrame() && !screen.mobile;
  return (
    <div className={stage} data-layout={framed ? 'frame' : screen.embedded ? 'embedded' : 'bleed'} data-in-frame={inFrame() || undefined}>
      <div className={phone} data-embed-content>
        <div>
          <a className={skip} href="#main-content">
            {t.skipLink}
          </a>
          <div role="status">{!online && <OfflineNotice />}</div>
          <RenderBoundary where="frame" fallback={frameBug}>
            {children}
          </RenderBoundary>
        </div>
        {/* The live region exists from the start (screen readers only announce changes to a region they
            already know); the toasts' own code loads with the first toast. */}
        <ToastRegion>{hasToasts && <Toasts />}</ToastRegion>
      </div>
      {touch && <RotateOverlay />}
    </div>
  );
}
