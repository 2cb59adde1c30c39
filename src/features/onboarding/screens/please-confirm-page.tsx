import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Mail } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { readSentTo } from '../flow-state.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const t = onboardingTexts.pleaseConfirm;
const body = css`display:flex;flex-direction:column;gap:${vars.space[3]};& > svg{color:${vars.color.primary};}`;
const muted = css`color:${vars.color.textMuted};font-size:${vars.font.sm};`;

export function PleaseConfirmPage() {
  useDocumentTitle(t.title);
  const email = readSentTo();
  return (
    <AuthScreen brand={brandTexts}>
      <Card>
        <div className={body}>
          <Mail size={48} aria-hidden="true" />
          <PageHeader title={t.title} />
          <p data-testid="sent-to">{email ? t.sentTo(email) : t.generic}</p>
          <p>{t.next}</p>
          <p className={muted}>{t.spam}</p>
          <Link href={withinArea(paths.login)} className={buttonClass('secondary', 'md', true)}>
            {t.login}
          </Link>
        </div>
      </Card>
    </AuthScreen>
  );
}
