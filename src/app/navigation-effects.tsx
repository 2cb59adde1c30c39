// What every route change needs beyond rendering: core's navigator, and focus on the new screen's heading
// so keyboard and screen-reader users start where the content starts (docs/design.md, section 3).
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { setNavigator } from '../core/routing/navigation.ts';
import { reportRoute } from '../core/bridge/bridge-link.ts';
import { onActingEnd } from '../core/session/acting-end.ts';
import { onGrantRead, rereadGrant } from '../core/session/acting-grant.ts';
import { forgetCustomer } from '../api/current-customer.ts';
import { listRepresented } from '../features/auth/api/list-represented.ts';

/** What the person `customerId` grants the signed-in caregiver now (core/session/acting-grant.ts). */
async function grantedBy(customerId: string): Promise<readonly string[] | null> {
  return (await listRepresented()).find((person) => person.customer_id === customerId)?.modules ?? null;
}

const FOCUS_WAIT_MS = 3_000;

/**
 * Focuses the main heading once the new screen (maybe a lazy chunk) has rendered it and named the tab, unless the
 * member has meanwhile put the focus in the new screen themselves: on a slow phone the heading may come seconds
 * after the fields, and taking the focus then sent the rest of what they typed nowhere (WebKit under load, CI-23).
 */
function focusMainHeading(): () => void {
  const started = Date.now();
  const before = document.activeElement;
  let frame = 0;
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    const active = document.activeElement;
    if (active && active !== before && active !== heading && active.closest('main')) return;
    const text = heading?.textContent?.trim();
    if (heading && text && document.title.startsWith(text)) {
      heading.focus({ preventScroll: false });
      return;
    }
    if (Date.now() - started < FOCUS_WAIT_MS) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

export function NavigationEffects() {
  const [location, navigate] = useLocation();
  const first = useRef(true);

  useEffect(() => {
    setNavigator((path) => navigate(path));
    // A caregiver who stops acting for someone (issue 31) leaves that person's record behind.
    onActingEnd(forgetCustomer);
    onGrantRead(grantedBy);
    return () => {
      setNavigator(null);
      onActingEnd(null);
      onGrantRead(null);
    };
  }, [navigate]);

  useEffect(() => {
    reportRoute(location);
    // A caregiver's next navigation sees what the member grants now, not what they granted at the switch.
    void rereadGrant();
  }, [location]);

  useEffect(() => {
    // The first screen keeps the browser's own start: a screen reader reads the page from the top.
    if (first.current) {
      first.current = false;
      return;
    }
    return focusMainHeading();
  }, [location]);

  return null;
}
