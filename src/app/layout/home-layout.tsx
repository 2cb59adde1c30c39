// Top toolbar, collapsible side menu and content area (docs/specification.md, section 2).
import { useState, type ReactNode } from 'react';
import { css } from 'goober';
import type { UserData } from '../../core/session/session-cookies.ts';
import { vars } from '../../ui/tokens.ts';
import { Toolbar } from './toolbar.tsx';
import { SideMenu } from './side-menu.tsx';
import { ActingBanner, ShellActingBanner } from './acting-banner.tsx';
import { useLocation } from 'wouter';
import { paths } from '../../core/routing/paths.ts';
import { RenderBoundary } from '../errors/render-boundary.tsx';
import { BugPage } from '../errors/bug-page.tsx';
import { useAfterFirstPaint } from '../../core/hooks/use-after-first-paint.ts';

const { space } = vars;

const frame = css`display:flex;flex-direction:column;min-height:100%;`;
const main = css`flex:1;display:flex;flex-direction:column;gap:${space[4]};padding:${space[4]};outline:none;`;

/**
 * `shell`: the prerendered /home (src/prerender.tsx), drawn at build time without a user. Its mark lets the page's
 * style hide it from a visitor without the user-data cookie (core/browser/prerendered-scripts.ts); the live render drops the mark.
 */
export function HomeLayout({ user, shell = false, children }: { user?: UserData; shell?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  // The closed drawer is hidden: drawn after the first paint, out of the first render's task, or at once when opened.
  const menuDrawn = useAfterFirstPaint() || open;
  return (
    <div className={frame} data-shell={shell ? '' : undefined}>
      <Toolbar user={user} menuOpen={open} onToggleMenu={() => setOpen(!open)} />
      {shell ? <ShellActingBanner /> : user?.acting && <ActingBanner user={user} />}
      {menuDrawn && <SideMenu open={open} onClose={() => setOpen(false)} />}
      {/* The open drawer is modal: what lies behind it leaves the tab order and the accessibility tree. */}
      <main id="main-content" className={main} tabIndex={-1} inert={open}>
        <RenderBoundary where="home" resetKey={location} fallback={<BugPage home={paths.home} />}>
          {children}
        </RenderBoundary>
      </main>
    </div>
  );
}
