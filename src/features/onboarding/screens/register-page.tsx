import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CircleCheck } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const t = onboardingTexts.register;
const list = css`display:flex;flex-direction:column;gap:${vars.space[3]};margin:${vars.space[2]} 0 ${vars.space[5]};
  & li{display:flex;gap:${vars.space[2]};align-items:flex-start;}& svg{color:${vars.color.success};flex:none;margin-top:2px;}`;
const actions = css`display:flex;flex-direction:column;gap:${vars.space[3]};`;
const muted = css`text-align:center;color:${vars.color.textMuted};`;

export function RegisterPage() {
  useDocumentTitle(t.title);
  return (
    <AuthScreen brand={brandTexts}>
      <Card>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <ul className={list}>
          {t.benefits.map((benefit) => (
            <li key={benefit}>
              <CircleCheck size={22} aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <div className={actions}>
          <Link href={withinArea(paths.plans)} className={buttonClass('primary', 'md', true)}>
            {t.join}
          </Link>
          <p className={muted}>{t.haveAccount}</p>
          <Link href={withinArea(paths.login)} className={buttonClass('secondary', 'md', true)}>
            {t.login}
          </Link>
        </div>
      </Card>
    </AuthScreen>
  );
}
