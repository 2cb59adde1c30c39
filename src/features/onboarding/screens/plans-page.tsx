import { useState } from 'react';
import { css } from 'goober';
import { Link, useLocation } from 'wouter';
import { listPlans } from '../../../api/list-plans.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Card } from '../../../ui/card.tsx';
import { ArrowLeft } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { AuthScreen } from '../../../ui/auth-screen.tsx';
import { brandTexts } from '../../../i18n/brand.ts';
import { PeriodicitySwitch } from '../components/periodicity-switch.tsx';
import { PlanCard } from '../components/plan-card.tsx';
import { readPlanChoice, savePlanChoice, type Periodicity } from '../flow-state.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const t = onboardingTexts.plans;
const back = css`display:inline-flex;align-items:center;gap:${vars.space[2]};min-height:44px;color:${vars.color.primary};font-weight:600;`;
const list = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;

export function PlansPage() {
  useDocumentTitle(t.title);
  const [, navigate] = useLocation();
  const remote = useRemote(listPlans, 'plans', { afterConfig: true });
  const [periodicity, setPeriodicity] = useState<Periodicity>(() => readPlanChoice()?.periodicity ?? 'mensual');

  const choose = (code: string) => {
    savePlanChoice({ code, periodicity });
    navigate(withinArea(paths.registrationForm));
  };

  return (
    <AuthScreen brand={brandTexts}>
      <Link href={withinArea(paths.register)} className={back}>
        <ArrowLeft size={20} aria-hidden="true" />
        {t.back}
      </Link>
      <Card>
        <PageHeader title={t.title} subtitle={t.subtitle} />
        <PeriodicitySwitch value={periodicity} onChange={setPeriodicity} />
      </Card>
      <RemoteView
        remote={remote}
        loadingLabel={t.loading}
        errorTitle={t.error}
        isEmpty={(plans) => plans.length === 0}
        empty={{ title: t.title, message: t.empty }}
        lines={4}
        lineHeight="1em"
        frame={(state) => <Card>{state}</Card>}
      >
        {(plans) => (
          <div className={list}>
            {plans.map((plan) => (
              <PlanCard key={plan.code} plan={plan} periodicity={periodicity} onChoose={() => choose(plan.code)} />
            ))}
          </div>
        )}
      </RemoteView>
    </AuthScreen>
  );
}
