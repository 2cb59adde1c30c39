// The form-module context (docs/design.md, section 1): the host opened the portal with module keys. The portal loads the
// module's configuration, tells the host its title and icon, shows only this flow, and sends NAVIGATION when
// the user finishes or leaves.
import { useEffect, useState } from 'react';
import { css } from 'goober';
import type { FrontendConfig } from '../../../core/config/config-exchange.ts';
import { retryConfigExchange, whenConfigReady } from '../../../core/config/config-ready.ts';
import { paths } from '../../../core/routing/paths.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { getFormValues } from '../../../api/get-form-values.ts';
import { currentUser } from '../../../core/session/user.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formModuleTexts as t } from '../../../i18n/form-module.ts';
import { connectBridge } from '../../../core/bridge/bridge-link.ts';
import { LEAVE_ROUTE, moduleRoutes } from '../module-routes.ts';

const { space } = vars;
const main = css`display:flex;flex-direction:column;gap:${space[4]};padding:${space[5]} ${space[4]};outline:none;`;
const icon = css`display:block;margin-bottom:${space[3]};`;
const actions = css`display:flex;flex-direction:column;gap:${space[3]};margin-top:${space[4]};`;

type Status = 'PENDING' | 'DONE' | 'UNKNOWN' | 'ANONYMOUS';

export function FormModulePage() {
  const [config, setConfig] = useState<FrontendConfig | null>(null);
  const [failed, setFailed] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  useDocumentTitle(config?.formWindowData.title ?? t.loading);

  const load = () => {
    whenConfigReady().then(
      async (loaded) => {
        setConfig(loaded);
        const bridge = await connectBridge();
        bridge?.setFormWindow(loaded.formWindowData);
        const user = currentUser();
        if (!user) return setStatus('ANONYMOUS');
        const values = await getFormValues(user.id);
        setStatus(!values ? 'UNKNOWN' : values.general_status === 'PENDING' ? 'PENDING' : 'DONE');
      },
      (error: Error) => setFailed(error.message),
    );
  };
  useEffect(load, []);

  /** The host hears where the flow continues; standalone (no host), the portal goes there itself. */
  const finish = async (path: string) => {
    const bridge = await connectBridge();
    if (!bridge?.reportNavigation(path)) window.location.assign(path);
  };

  if (failed) {
    const retry = () => {
      setFailed('');
      void retryConfigExchange().then(load);
    };
    return (
      <main id="main-content" className={main} tabIndex={-1}>
        <ErrorState title={t.configError} message={failed} retryLabel={t.retry} onRetry={retry} level={2} />
      </main>
    );
  }
  if (!config || !status) {
    return (
      <main id="main-content" className={main} tabIndex={-1}>
        <Spinner label={t.loading} showLabel />
      </main>
    );
  }
  const target = moduleRoutes[config.formId] ?? LEAVE_ROUTE;
  const message = { PENDING: t.statusPending, DONE: t.statusDone, UNKNOWN: t.statusUnknown, ANONYMOUS: t.loginFirst }[status];
  return (
    <main id="main-content" className={main} tabIndex={-1}>
      <Card>
        <img className={icon} src={config.formWindowData.icon} alt="" width={40} height={40} />
        <PageHeader title={config.formWindowData.title} subtitle={t.intro} />
        <p data-testid="form-module-status">{message}</p>
        <div className={actions}>
          {status === 'ANONYMOUS' ? (
            <Button fullWidth onClick={() => void finish(paths.login)}>
              {t.login}
            </Button>
          ) : (
            <Button fullWidth onClick={() => void finish(target)}>
              {status === 'DONE' ? t.review : t.start}
            </Button>
          )}
          <Button variant="ghost" fullWidth onClick={() => void finish(LEAVE_ROUTE)}>
            {t.leave}
          </Button>
        </div>
      </Card>
    </main>
  );
}
