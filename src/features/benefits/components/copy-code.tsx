import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Check, Copy } from '../../../ui/icons.ts';
import { benefitsTexts as t } from '../../../i18n/benefits.ts';
import { code as codeClass, codeBox, muted } from '../styles.ts';

type Outcome = 'idle' | 'copied' | 'failed';

/** The code to show at the counter, and a button that copies it; when the browser refuses, it says how to copy by hand. */
export function CopyCode({ code }: { code: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const copy = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) return setOutcome('failed');
    clipboard.writeText(code).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <div>
      <div className={codeBox}>
        <span>
          <span className={muted}>{t.code}: </span>
          <span className={codeClass}>{code}</span>
        </span>
        <Button variant="secondary" size="sm" icon={outcome === 'copied' ? Check : Copy} onClick={copy} aria-label={t.copyLabel(code)}>
          {t.copy}
        </Button>
      </div>
      <p role="status" className={muted}>
        {outcome === 'copied' && t.copied(code)}
        {outcome === 'failed' && t.copyFailed}
      </p>
    </div>
  );
}
