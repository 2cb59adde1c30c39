// docs/specification.md, section 2: 'Registro exitoso', thanks with ?name= (or a placeholder), e-mail line, help centre,
// app version, and /home after 5 seconds.
import { useEffect } from 'react';
import { css } from 'goober';
import { Link, useSearch } from 'wouter';
import { APP_VERSION, END_REGISTRATION_REDIRECT_MS } from '../../../core/constants.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { navigate } from '../../../core/routing/navigation.ts';
import { paths } from '../../../core/routing/paths.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { BadgeCheck } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { endRegistrationTexts as t } from '../../../i18n/auth-end-registration.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';

const { space, color, font } = vars;
const body = css`display:flex;flex-direction:column;gap:${space[3]};& > svg{color:${color.success};}`;
const muted = css`color:${color.textMuted};font-size:${font.sm};`;

export function EndRegistrationPage() {
  useDocumentTitle(t.title);
  const name = new URLSearchParams(useSearch()).get('name')?.trim() || t.placeholderName;

  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.home), END_REGISTRATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <AuthScreen brand={brandTexts}>
      <Card>
        <div className={body}>
          <BadgeCheck size={48} aria-hidden="true" />
          <PageHeader title={t.title} />
          <p data-testid="thanks">{t.thanks(name)}</p>
          <p>{t.email}</p>
          <p>
            {t.help} <Link href={`~${paths.support}`}>{t.helpLink}</Link>
          </p>
          <p className={muted} role="status">
            {t.redirect}
          </p>
          <Link href={`~${paths.home}`} className={buttonClass('primary', 'md', true)}>
            {t.goNow}
          </Link>
          <p className={muted}>{t.version(APP_VERSION)}</p>
        </div>
      </Card>
    </AuthScreen>
  );
}
