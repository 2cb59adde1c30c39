// Draws core's alert queue (docs/specification.md, section 4): each alert fades in after its delay and out before removal.
import { css } from 'goober';
import { dismissAlert } from '../../../core/feedback/alerts.ts';
import { navigate } from '../../../core/routing/navigation.ts';
import { useStore } from '../../../core/state/store.ts';
import { Alert } from '../../../ui/alert.tsx';
import { vars } from '../../../ui/tokens.ts';
import { shellTexts as t } from '../../../i18n/shell.ts';

const list = css`display:flex;flex-direction:column;gap:${vars.space[3]};&:empty{display:none;}`;

export function AlertList() {
  const alerts = useStore((s) => s.alerts);
  return (
    <div className={list} data-testid="alerts">
      {alerts.map((alert) => {
        const route = alert.route;
        const action =
          alert.buttonTitle && route
            ? {
                label: alert.buttonTitle,
                href: route,
                onClick: (event: MouseEvent) => {
                  event.preventDefault();
                  navigate(route);
                },
              }
            : undefined;
        const closable = alert.close ? { onClose: () => dismissAlert(alert.id), closeLabel: t.close } : {};
        return (
          <Alert
            key={alert.id}
            type={alert.type}
            title={alert.title}
            message={alert.message}
            action={action}
            leaving={!alert.show}
            {...closable}
          />
        );
      })}
    </div>
  );
}
