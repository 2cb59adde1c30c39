// Add or edit a beneficiary with the shared form hook and field rules (src/forms): messages once a field is
// left or on submit, the sandbox's 422 messages beside their fields, its 409 (the plan's limit) above the form,
// and nothing typed ever cleared.
import { useEffect, useRef, useState } from 'react';
import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { vars } from '../../../ui/tokens.ts';
import { ApiError } from '../../../core/errors/error-message.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { showToast } from '../../../core/feedback/toasts.ts';
import { useForm } from '../../../forms/use-form.ts';
import type { Beneficiary, NomenclatureItem } from '../../../api/types.ts';
import { beneficiaryFormTexts as t, beneficiaryTexts } from '../../../i18n/subscription.ts';
import { fullName } from '../beneficiary-name.ts';
import { beneficiaryRules, initialBeneficiary } from '../beneficiary-form.ts';
import { saveBeneficiary } from '../save-beneficiary.ts';
import { useBeneficiaryLists } from '../use-beneficiary-lists.ts';
import { BeneficiaryFields } from './beneficiary-fields.tsx';

const { space, font } = vars;
const form = css`display:flex;flex-direction:column;gap:${space[4]};`;
const title = css`font-size:${font.xl};margin:0;outline:none;`;
const actions = css`display:flex;flex-wrap:wrap;gap:${space[3]};`;

interface Props {
  titularId: string;
  beneficiary: Beneficiary | null;
  relationships: NomenclatureItem[];
  onDone: () => Promise<void>;
  onCancel: () => void;
}

export function BeneficiaryEditor({ titularId, beneficiary, relationships, onDone, onCancel }: Props) {
  const lists = useBeneficiaryLists();
  const [status, setStatus] = useState<number | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const f = useForm({
    id: 'beneficiario',
    initial: initialBeneficiary(beneficiary),
    rules: beneficiaryRules,
    onSubmit: async (values) => {
      setStatus(undefined);
      try {
        const { beneficiary: saved, notInvited } = await saveBeneficiary(titularId, beneficiary?.id ?? null, values);
        await onDone();
        showToast(beneficiary ? beneficiaryTexts.saved(fullName(saved)) : beneficiaryTexts.added(fullName(saved)), 'success');
        if (notInvited) showToast(beneficiaryTexts.notInvited(notInvited), 'warning');
      } catch (error) {
        setStatus(error instanceof ApiError ? error.status : undefined);
        throw error;
      }
    },
  });

  const limit = status === 409;
  const failure = f.failure && (limit || status === 422 ? f.failure : `${f.failure} ${t.failed}`);

  return (
    <Card as="section" aria-labelledby="beneficiary-form-title">
      <form className={form} onSubmit={(e) => void f.submit(e as unknown as Event)} noValidate>
        <h2 id="beneficiary-form-title" ref={heading} tabIndex={-1} className={title}>
          {beneficiary ? t.editTitle(fullName(beneficiary)) : t.addTitle}
        </h2>
        <p>{t.intro}</p>
        {failure && <Alert type={limit ? 'warning' : 'danger'} title={limit ? t.limitTitle : undefined} message={failure} />}
        <RemoteView remote={lists} loadingLabel={t.loading} showLabel lines={0} errorTitle={t.listsError} level={3}>
          {(data) => <BeneficiaryFields form={f} lists={{ ...data, relationships }} />}
        </RemoteView>
        <div className={actions}>
          <Button type="submit" loading={f.submitting} aria-disabled={lists.status !== 'ready' || undefined}>
            {beneficiary ? t.save : t.create}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
