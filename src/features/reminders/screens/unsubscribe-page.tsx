// The page behind every notice's "darte de baja" link: no sign-in, it turns off that one kind on that one channel.
// A second visit (or a second click) says it was already done; an unknown or cut link says so and how to go on.
import { css } from 'goober';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ShownError } from '../../../core/errors/error-message.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { paths } from '../../../core/routing/paths.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { BadgeCheck, CircleExclamationPoint } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { remindersTexts } from '../../../i18n/reminders.ts';
import { unsubscribe } from '../api/unsubscribe.ts';

const t = remindersTexts.unsubscribe;
const box = css`display:flex;flex-direction:column;gap:${vars.space[3]};& > svg{color:${vars.color.primary};}`;

function Outcome({ title, lines, alert = false }: { title: string; lines: string[]; alert?: boolean }) {
  const Icon = alert ? CircleExclamationPoint : BadgeCheck;
  return (
    <Card>
      <div className={box} role={alert ? 'alert' : 'status'}>
        <Icon size={48} aria-hidden="true" />
        <PageHeader title={title} />
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <Link href={`~${paths.login}`} className={buttonClass('primary', 'md', true)}>
          {t.login}
        </Link>
      </div>
    </Card>
  );
}

export function UnsubscribePage() {
  useDocumentTitle(t.title);
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const remote = useRemote(() => (token ? unsubscribe(token) : Promise.reject(new ShownError(t.missing))), token, { afterConfig: true });
  // The public area (app/routes/public-area.tsx) already frames it with the brand.
  if (!token) return <Outcome alert title={t.missing} lines={[t.invalidHelp]} />;
  // An unknown or cut link is an answer, not a failure: no retry would change it.
  if (remote.status === 'error' && (remote.httpStatus === 404 || remote.httpStatus === 422))
    return <Outcome alert title={t.invalid} lines={[t.invalidHelp]} />;
  return (
    <RemoteView
      remote={remote}
      loadingLabel={t.working}
      showLabel
      lines={0}
      errorTitle={t.error}
      frame={(state) => (
        <Card>
          <PageHeader title={t.title} />
          {state}
        </Card>
      )}
    >
      {(data) =>
        data.already ? (
          <Outcome title={t.already} lines={[t.alreadyHelp, t.manage]} />
        ) : (
          <Outcome title={t.title} lines={[t.done(data.kind, data.channel), t.manage]} />
        )
      }
    </RemoteView>
  );
}
