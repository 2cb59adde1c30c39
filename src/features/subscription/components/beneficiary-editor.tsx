// Add or edit a beneficiary. The fields follow the sandbox's rules; its 422 answer puts each Spanish message
// beside its field, a 409 (the plan's limit) says so above the form, and nothing typed is ever cleared.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { css } from 'goober';
import { Card } from '../../../ui/card.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { vars } from '../../../ui/tokens.ts';
import { showToast } from '../../../core/toasts.ts';
import type { Beneficiary, NomenclatureItem } from '../../../api/types.ts';
import { beneficiaryFormTexts as t, beneficiaryTexts } from '../../../i18n/subscription.ts';
import { fullName } from '../beneficiary-name.ts';
import { saveBeneficiary, type BeneficiaryValues, type SaveResult } from '../save-beneficiary.ts';
import { useBeneficiaryLists } from '../use-beneficiary-lists.ts';
import { BeneficiaryFields } from './beneficiary-fields.tsx';

const { space, font } = vars;
const form = css`display:flex;flex-direction:column;gap:${space[4]};`;
const title = css`font-size:${font.xl};margin:0;outline:none;`;
const actions = css`display:flex;flex-wrap:wrap;gap:${space[3]};`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function initialValues(b: Beneficiary | null): BeneficiaryValues {
  const keys = ['first_name', 'first_lastname', 'second_lastname', 'document_type', 'document_number', 'birth_date', 'gender', 'relationship', 'email', 'phone'] as const;
  return Object.fromEntries(keys.map((key) => [key, text(b?.[key])])) as BeneficiaryValues;
}

interface Props {
  titularId: string;
  beneficiary: Beneficiary | null;
  relationships: NomenclatureItem[];
  onDone: () => Promise<void>;
  onCancel: () => void;
}

export function BeneficiaryEditor({ titularId, beneficiary, relationships, onDone, onCancel }: Props) {
  const { lists, retry } = useBeneficiaryLists();
  const [values, setValues] = useState(() => initialValues(beneficiary));
  const [result, setResult] = useState<Extract<SaveResult, { ok: false }> | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const saved = await saveBeneficiary(titularId, beneficiary?.id ?? null, values);
    if (saved.ok) {
      await onDone();
      showToast(beneficiary ? beneficiaryTexts.saved(saved.name) : beneficiaryTexts.added(saved.name), 'success');
      return;
    }
    setSaving(false);
    setResult(saved);
    heading.current?.focus();
  };

  return (
    <Card as="section" aria-labelledby="beneficiary-form-title">
      <form className={form} onSubmit={(e) => void submit(e)} noValidate>
        <h2 id="beneficiary-form-title" ref={heading} tabIndex={-1} className={title}>
          {beneficiary ? t.editTitle(fullName(beneficiary)) : t.addTitle}
        </h2>
        <p>{t.intro}</p>
        {result && (
          <Alert type={result.limit ? 'warning' : 'danger'} title={result.limit ? t.limitTitle : undefined} message={result.message} />
        )}
        {lists.status === 'loading' && <Spinner label={t.loading} showLabel />}
        {lists.status === 'error' && <ErrorState title={t.listsError} message={lists.message} retryLabel={t.retry} onRetry={retry} level={3} />}
        {lists.status === 'ready' && (
          <BeneficiaryFields
            values={values}
            errors={result?.fields ?? {}}
            lists={{ ...lists.value, relationships }}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
          />
        )}
        <div className={actions}>
          <Button type="submit" loading={saving} aria-disabled={lists.status !== 'ready' || undefined}>
            {beneficiary ? t.save : t.create}
          </Button>
          <Button variant="secondary" onClick={onCancel}>{t.cancel}</Button>
        </div>
      </form>
    </Card>
  );
}
