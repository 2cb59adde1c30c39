import { css } from 'goober';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { CircleCheck } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { authTexts } from '../../../i18n/auth.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { lazyPart } from '../../../core/loading/lazy-part.tsx';
import { useStore } from '../../../core/state/store.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

// As on the login: prerendered and in the first bundle, so the configuration's error state (rare) loads only when shown.
const ConfigStatus = lazyPart(() => import('../components/config-status.tsx').then((m) => m.ConfigStatus));

const t = authTexts.welcome;
const list = css`display:flex;flex-direction:column;gap:${vars.space[3]};margin:${vars.space[2]} 0 ${vars.space[5]};
  & li{display:flex;gap:${vars.space[2]};align-items:center;}& svg{color:${vars.color.success};flex:none;}`;
const actions = css`display:flex;flex-direction:column;gap:${vars.space[3]};`;

export function WelcomePage() {
  useDocumentTitle(t.title);
  const configStatus = useStore((s) => s.config.status);
  return (
    <AuthScreen brand={brandTexts}>
      {configStatus === 'error' && <ConfigStatus />}
      <Card>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <ul className={list}>
          {t.features.map((feature) => (
            <li key={feature}>
              <CircleCheck size={22} aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div className={actions}>
          <Link href={withinArea(paths.login)} className={buttonClass('primary', 'md', true)}>
            {t.login}
          </Link>
          <Link href={withinArea(paths.register)} className={buttonClass('secondary', 'md', true)}>
            {t.register}
          </Link>
        </div>
      </Card>
    </AuthScreen>
  );
}
