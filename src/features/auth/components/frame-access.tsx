// The login screen inside another site's page when the browser keeps no cookie for the frame: instead of a form
// that cannot work, the ways in the browser allows (core/session/storage-access.ts), each on the member's tap, and a way
// out in a tab of its own. Every step is said in the live region, and focus follows it.
import { useEffect, useRef, useState } from 'react';
import { css } from 'goober';
import { navigate } from '../../../core/routing/navigation.ts';
import { paths } from '../../../core/routing/paths.ts';
import {
  firstWay,
  openHandOffWindow,
  requestAccess,
  resumeSession,
  whenWindowReturns,
  type FirstWay,
  type Resumed,
} from '../../../core/session/storage-access.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { storageAccessTexts as t } from '../../../i18n/auth-frame-access.ts';

const column = css`display:flex;flex-direction:column;gap:${vars.space[4]};& p{margin:0;}`;

type Step =
  | { kind: 'checking' }
  | { kind: 'ask'; way: FirstWay }
  | { kind: 'granting' }
  | { kind: 'window-open' }
  | { kind: 'returned' }
  | { kind: 'refused' }
  | { kind: 'window-blocked' }
  | { kind: 'no-session' };

/** What the live region says at each step. */
function said(step: Step): string {
  switch (step.kind) {
    case 'checking':
    case 'ask':
      return step.kind === 'ask' && step.way === 'window' ? t.windowIntro : t.intro;
    case 'granting':
      return t.granting;
    case 'window-open':
      return t.windowOpen;
    case 'returned':
      return t.returned;
    case 'refused':
      return t.refused;
    case 'window-blocked':
      return t.windowBlocked;
    case 'no-session':
      return t.noSession;
  }
}

/** The step's main button: its label, what it does, and whether that is under way. */
function primaryAction(step: Step): { label: string; way: 'grant' | 'window'; loading?: boolean } | null {
  switch (step.kind) {
    case 'checking':
      return null;
    case 'ask':
      return step.way === 'grant' ? { label: t.grant, way: 'grant' } : { label: t.openWindow, way: 'window' };
    case 'granting':
      return { label: t.grant, way: 'grant', loading: true };
    case 'window-open':
      return { label: t.openWindow, way: 'window', loading: true };
    case 'returned':
      return { label: t.continue, way: 'grant' };
    case 'refused':
    case 'window-blocked':
      return { label: t.openWindow, way: 'window' };
    case 'no-session':
      return { label: t.retry, way: 'window' };
  }
}

export function FrameAccess() {
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const message = useRef<HTMLParagraphElement>(null);
  const stopWaiting = useRef<() => void>(() => {});

  // not a load: one question to the browser (hasStorageAccess), answered locally, with no failure to show.
  useEffect(() => {
    void firstWay().then((way) => setStep({ kind: 'ask', way }));
    return () => stopWaiting.current();
  }, []);

  // Focus follows each step the member caused, so a screen reader reads it and the next button is one Tab away.
  useEffect(() => {
    if (step.kind === 'checking' || step.kind === 'ask') return;
    message.current?.focus();
  }, [step.kind]);

  /** After the browser's answer or the window's return: go on with the session, or say what is missing. */
  const resumed = (result: Resumed, otherwise: Step) => {
    // 'form': cookies stick now; the login screen shows its form again by itself (cookiesBlocked is false).
    if (result === 'session') navigate(paths.home);
    else if (result === 'nothing') setStep(otherwise);
  };

  const grant = () => {
    setStep({ kind: 'granting' });
    void requestAccess().then((granted) => {
      if (!granted) setStep({ kind: 'refused' });
      else resumed(resumeSession(true), { kind: 'ask', way: 'window' });
    });
  };

  // Opened in the tap's own handler, before any await: popup blockers let through only a window the member asked for.
  const openWindow = () => {
    stopWaiting.current();
    const popup = openHandOffWindow();
    if (!popup) {
      setStep({ kind: 'window-blocked' });
      return;
    }
    setStep({ kind: 'window-open' });
    const waiting = whenWindowReturns(popup);
    stopWaiting.current = waiting.stop;
    void waiting.done.then((answer) =>
      resumed(
        resumeSession(false, answer.how === 'ready' ? answer.session : undefined),
        answer.how === 'ready' ? { kind: 'returned' } : { kind: 'no-session' },
      ),
    );
  };

  const act = (way: 'grant' | 'window') => (way === 'grant' ? grant() : openWindow());
  const primary = primaryAction(step);

  const problem = step.kind === 'refused' ? t.refusedTitle : step.kind === 'no-session' ? t.noSessionTitle : null;

  return (
    <Card>
      <div className={column}>
        <PageHeader title={t.title} />
        {problem && <Alert type="warning" title={problem} />}
        <p ref={message} role="status" tabIndex={-1}>
          {said(step)}
        </p>
        {primary && (
          <Button fullWidth loading={primary.loading} onClick={() => act(primary.way)}>
            {primary.label}
          </Button>
        )}
        <Button variant="secondary" fullWidth href={window.location.href} target="_blank" rel="noopener">
          {t.newTab}
        </Button>
      </div>
    </Card>
  );
}
