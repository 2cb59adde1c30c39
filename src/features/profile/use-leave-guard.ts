// Unsaved answers are not left behind by accident: the browser asks before a reload or closing the tab
// (beforeunload), and a link inside the portal asks first (in-app confirmation) when there are changes.
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';

export function useLeaveGuard(dirty: boolean, onLeave: () => void) {
  const [pending, setPending] = useState<string | null>(null);
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Capture phase on the document, before the link's own handlers: the router sees the click already handled
    // (defaultPrevented) and stays, while the link's other handlers still run (the side menu closes itself).
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      event.preventDefault();
      setPending(`${url.pathname}${url.search}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);

  return {
    pending,
    stay: () => setPending(null),
    leave: () => {
      const to = pending;
      setPending(null);
      onLeave();
      if (to) navigate(`~${to}`);
    },
  };
}
