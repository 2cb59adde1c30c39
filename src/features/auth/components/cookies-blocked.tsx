import { useStore } from '../../../core/state/store.ts';
import { Alert } from '../../../ui/alert.tsx';
import { COOKIES_BLOCKED_MESSAGE, COOKIES_BLOCKED_TITLE } from '../../../i18n/core.ts';

/**
 * The portal in its own tab, and the browser keeps none of its cookies: say so where the member can change it.
 * (Inside another site's page the login offers the ways in instead: frame-access.tsx.)
 */
export function CookiesBlocked() {
  const blocked = useStore((s) => s.cookiesBlocked);
  if (!blocked) return null;
  return <Alert type="warning" title={COOKIES_BLOCKED_TITLE} message={COOKIES_BLOCKED_MESSAGE} />;
}
