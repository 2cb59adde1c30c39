// The configuration exchange runs while the first screen paints; when it fails the screen says so and offers a retry.
import { useState } from 'react';
import { useStore } from '../../../core/state/store.ts';
import { retryConfigExchange } from '../../../core/config/config-ready.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { shellTexts } from '../../../i18n/shell.ts';
import { loginTexts as t } from '../../../i18n/auth-login.ts';

export function ConfigStatus() {
  const config = useStore((s) => s.config);
  const [retrying, setRetrying] = useState(false);
  if (config.status !== 'error') return null;
  const retry = () => {
    setRetrying(true);
    void retryConfigExchange().finally(() => setRetrying(false));
  };
  return (
    <ErrorState title={t.configError} message={config.error} retryLabel={shellTexts.retry} onRetry={retry} retrying={retrying} level={2} />
  );
}
