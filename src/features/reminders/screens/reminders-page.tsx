// Mi Perfil › Avisos: which notices the member receives and by which channel, with the defaults said in words.
import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { useUser } from '../../../core/session/user.ts';
import { paths } from '../../../core/routing/paths.ts';
import { useCustomer } from '../../../api/current-customer.ts';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { vars } from '../../../ui/tokens.ts';
import { remindersTexts as t } from '../../../i18n/reminders.ts';
import { getNotificationPreferences } from '../api/get-notification-preferences.ts';
import { PreferencesForm } from '../components/preferences-form.tsx';

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const note = css`color:${vars.color.textMuted};`;

export function RemindersPage() {
  useDocumentTitle(t.title);
  const customerId = useUser()?.id ?? '';
  const customer = useCustomer()?.value ?? null;
  const remote = useRemote(() => getNotificationPreferences(customerId), customerId);
  return (
    <div className={stack}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <Card className={stack}>
        <p>{t.defaults}</p>
        {customer && <p className={note}>{t.contact(customer.email, customer.phone)}</p>}
        <RemoteView remote={remote} loadingLabel={t.loading} errorTitle={t.errorTitle} lines={6}>
          {(data) => <PreferencesForm customerId={customerId} data={data} onSaved={remote.set} />}
        </RemoteView>
      </Card>
      <Link href={`~${paths.profile}`} className={buttonClass('secondary', 'md', true)}>
        {t.back}
      </Link>
    </div>
  );
}
