// registerSale: the advisor registers a new customer's membership. The holder's data follow the registration's
// rules and checks; the draft survives a reload; the POST carries one Idempotency-Key per attempt. Cash and
// card-terminal sales continue to the staff payment screens; a counter ('site') sale goes to its confirmation.
import { useState } from 'react';
import { css } from 'goober';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { ApiError, errorMessage, ShownError } from '../../../core/errors/error-message.ts';
import { withTimeout } from '../../../core/loading/use-remote.ts';
import { documentNumberCheck, phoneCheck } from '../../../forms/remote-checks.ts';
import { hasDraft } from '../../../forms/draft.ts';
import { firstError } from '../../../forms/rule.ts';
import { useForm } from '../../../forms/use-form.ts';
import { useRemoteCheck } from '../../../forms/use-remote-check.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { vars } from '../../../ui/tokens.ts';
import { registerSaleTexts as t } from '../../../i18n/sales-register.ts';
import { createSale } from '../api/create-sale.ts';
import { SaleBeneficiaries } from '../components/sale-beneficiaries.tsx';
import { SaleHolderFields } from '../components/sale-holder-fields.tsx';
import { SalePaymentFields } from '../components/sale-payment-fields.tsx';
import { SalePlanFields } from '../components/sale-plan-fields.tsx';
import { paymentPaths, salePaths } from '../../../core/routing/paths.ts';
import { endSaleAttempt, saleAttemptKey } from '../sale-attempt.ts';
import { beneficiaryCount, formFieldErrors, SALE_DRAFT, saleBody, saleInitial, saleRules, type SaleValues } from '../sale-form.ts';
import { useSaleLists, type SaleLists } from '../use-sale-lists.ts';

const body = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const formClass = css`display:flex;flex-direction:column;gap:${vars.space[6]};`;

/** The server's own sentence for a 4xx; ours when it failed or never answered (nothing typed is lost either way). */
const failureText = (error: unknown): string => errorMessage(error, t.createFailed);

export function RegisterSalePage() {
  useDocumentTitle(t.title);
  const lists = useSaleLists();
  return (
    <div className={body}>
      <PageHeader title={t.title} subtitle={t.intro} />
      <RemoteView remote={lists} loadingLabel={t.loading} errorTitle={t.listsError} lines={8} lineHeight="2.75rem">
        {(data) => <SaleForm lists={data} />}
      </RemoteView>
    </div>
  );
}

function SaleForm({ lists }: { lists: SaleLists }) {
  const [, navigate] = useLocation();
  const [rules] = useState(() => saleRules(lists.advisors.length > 0));
  const [restored] = useState(() => hasDraft(SALE_DRAFT));
  const form = useForm<SaleValues>({
    id: 'venta',
    initial: saleInitial,
    rules,
    draft: { key: SALE_DRAFT },
    onSubmit: async (values) => {
      const [doc, phone] = await Promise.all([documentCheck.checkNow(), phoneChecked.checkNow()]);
      const taken: Record<string, string> = {};
      if (doc.status === 'invalid') taken.document_number = doc.message;
      if (phone.status === 'invalid') taken.phone = phone.message;
      const limit = plan ? plan.max_beneficiaries : Infinity;
      if (beneficiaryCount(values) > limit) taken.beneficiary_count = t.tooManyBeneficiaries(limit);
      if (Object.keys(taken).length > 0) {
        form.setServerErrors(taken);
        throw new ShownError(t.fixFields);
      }
      const request = saleBody(values, `${window.location.origin}${salePaths.welcome}`);
      let sale;
      try {
        // A hung request ends as a failure; the retry sends the same key, so the server still makes one sale.
        sale = await withTimeout(createSale(request, saleAttemptKey(request)));
      } catch (error) {
        const fields = error instanceof ApiError ? (error.data as { fields?: Record<string, string> } | undefined)?.fields : undefined;
        if (fields) form.setServerErrors(formFieldErrors(fields));
        throw new ShownError(failureText(error));
      }
      endSaleAttempt();
      form.clearDraft();
      const method = sale.payment_method;
      navigate(
        method === 'cash' || method === 'pos'
          ? `~${paymentPaths.staffAt(method, sale.customer.id, values.headquarters_id, sale.id)}`
          : `~${salePaths.registered(sale.id)}`,
      );
    },
  });
  const { values } = form;
  const plan = lists.plans.find((p) => p.code === values.plan_code);
  const ruleOk = (name: string) => !firstError(rules[name], values[name] ?? '', values);
  const documentCheck = useRemoteCheck(
    values.document_number,
    documentNumberCheck(values.document_type),
    ruleOk('document_number') && !!values.document_type,
    values.document_type,
  );
  const phoneChecked = useRemoteCheck(values.phone, phoneCheck, ruleOk('phone'));

  return (
    <form className={formClass} onSubmit={form.submit} noValidate>
      {restored && !form.failure && <Alert type="info" message={t.draftKept} />}
      <Card>
        <SaleHolderFields form={form} options={lists.options} documentCheck={documentCheck.state} phoneCheck={phoneChecked.state} />
      </Card>
      <Card>
        <SalePlanFields form={form} plans={lists.plans} />
      </Card>
      <Card>
        <SaleBeneficiaries form={form} plan={plan} options={lists.options} />
      </Card>
      <Card>
        <SalePaymentFields form={form} headquarters={lists.headquarters} advisors={lists.advisors} />
      </Card>
      {form.failure && <Alert type="danger" message={form.failure} />}
      <Button type="submit" fullWidth loading={form.submitting}>
        {t.submit}
      </Button>
    </form>
  );
}
