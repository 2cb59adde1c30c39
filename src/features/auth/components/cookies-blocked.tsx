import { useStore } from '../../../core/store.ts';
import { Alert } from '../../../ui/alert.tsx';
import { COOKIES_BLOCKED_MESSAGE, COOKIES_BLOCKED_TITLE, OPEN_IN_NEW_TAB } from '../../../i18n/core.ts';

function openInNewTab(event: MouseEvent): void {
  event.preventDefault();
  window.open(window.location.href, '_blank', 'noopener');
}

/** Third-party cookies blocked in a cross-site frame: say so, and offer the portal in a tab of its own. */
export function CookiesBlocked() {
  const blocked = useStore((s) => s.cookiesBlocked);
  if (!blocked) return null;
  return (
    <Alert
      type="warning"
      title={COOKIES_BLOCKED_TITLE}
      message={COOKIES_BLOCKED_MESSAGE}
      action={{ label: OPEN_IN_NEW_TAB, href: window.location.href, onClick: openInNewTab }}
    />
  );
}
