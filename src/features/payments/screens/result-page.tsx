// /home/paymentApproval, /home/paymentRejected and /public/payment-pending after the gateway. The query string
// only says which order; the sandbox says how it went (a real integration waits for the gateway's server-side
// confirmation). An approved payment reloads the customer, so the home alert and the menu follow at once.
import { useEffect } from 'react';
import { useLatest } from '../../../core/hooks/use-latest.ts';
import { Link, useLocation, useRouter, useSearch } from 'wouter';
import { loadCustomer } from '../../../api/current-customer.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { currentUser, useUser } from '../../../core/session/user.ts';
import { reportOutcome } from '../../../core/bridge/bridge-link.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { paths, paymentPaths } from '../../../core/routing/paths.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { commonTexts, resultTexts as t } from '../../../i18n/payments.ts';
import { getPayment } from '../api/get-payment.ts';
import type { Payment } from '../api/types.ts';
import { endAttempts } from '../attempt-key.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { PaymentDetails } from '../components/payment-details.tsx';
import { ResultActions } from '../components/result-actions.tsx';
import { stack } from '../components/styles.ts';
import { orderOf, resultAddress } from '../result-route.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';

const FINAL = new Set(['approved', 'rejected', 'cancelled']);
/**
 * What a result screen moves to its own address with (the replaced history entry's state): the screen mounted
 * there shows this answer instead of asking the sandbox again. Asking twice cost a request, drew the loading state
 * in between (the frame shrank and grew again on the host page), and could answer otherwise than the host had just
 * been told: a pending payment settled in between showed as approved without the member asking.
 */
interface MovedWith {
  movedPayment: Payment;
}

/** The answer the address was moved with, once: a reload, back and forward, and "Comprobar de nuevo" ask anew. */
function takeMoved(order: string): Payment | undefined {
  const payment = (window.history.state as Partial<MovedWith> | null)?.movedPayment;
  if (payment?.id !== order) return undefined;
  window.history.replaceState(null, '');
  return payment;
}

/**
 * Payments whose approval already reloaded the customer. Reloading makes the route guard wait for the customer,
 * which mounts this screen again: once per payment, or it would never stop.
 */
const refreshed = new Set<string>();

function headline(payment: Payment): { title: string; message: string; tone: 'success' | 'danger' | 'warning' } {
  if (payment.status === 'approved') return { title: t.approvedTitle, message: t.approvedMessage, tone: 'success' };
  if (payment.status === 'pending') return { title: t.pendingTitle, message: t.pendingMessage, tone: 'warning' };
  if (payment.status === 'created') return { title: t.createdTitle, message: t.createdMessage, tone: 'warning' };
  const reason = payment.status === 'cancelled' ? t.cancelledReason : payment.rejection_reason;
  return { title: t.rejectedTitle, message: `${reason ?? ''} ${t.rejectedMessage}`.trim(), tone: 'danger' };
}

function Result({ payment, recheck, rechecking }: { payment: Payment; recheck: () => void; rechecking: boolean }) {
  const [location, navigate] = useLocation();
  const { base } = useRouter();
  const { message, tone } = headline(payment);
  const settle = useLatest(() => {
    const address = resultAddress(payment.status, payment.id);
    const moved: MovedWith = { movedPayment: payment };
    if (!address.startsWith(`${base}${location}?`)) navigate(`~${address}`, { replace: true, state: moved });
    if (FINAL.has(payment.status)) endAttempts();
    const type = payment.status === 'approved' ? 'payment-completed' : FINAL.has(payment.status) ? 'payment-failed' : 'payment-pending';
    reportOutcome({ type, reference: payment.id, amount: payment.amount_cents });
    const user = currentUser();
    if (payment.status === 'approved' && user && !refreshed.has(payment.id)) {
      refreshed.add(payment.id);
      void loadCustomer(user, true);
    }
  });
  // Once per state the sandbox reports: the address, the end of the attempts, the host told, the record reloaded.
  const status = payment.status;
  useEffect(() => settle.current(), [status, settle]);
  return (
    <div className={stack}>
      <Alert type={tone} message={message} />
      <Card as="section" aria-labelledby="payment-summary">
        <h2 id="payment-summary" className="visually-hidden">
          {t.summaryLabel}
        </h2>
        <PaymentDetails payment={payment} />
      </Card>
      <ResultActions payment={payment} recheck={recheck} rechecking={rechecking} />
    </div>
  );
}

function ResultView({ order }: { order: string }) {
  const remote = useRemote(() => Promise.resolve(takeMoved(order) ?? getPayment(order)), order, { afterConfig: true });
  const heading = remote.status === 'ready' ? headline(remote.data).title : t.checking;
  useDocumentTitle(heading);
  return (
    <>
      <PageHeader title={heading} />
      <RemoteView remote={remote} errorTitle={t.checkError} loadingLabel={t.checking} keepData>
        {(payment) => <Result payment={payment} recheck={remote.retry} rechecking={remote.status === 'loading'} />}
      </RemoteView>
    </>
  );
}

/** Without an order or a session there is nothing to ask the sandbox: say what a pending payment means. */
function NoOrder({ signedOut }: { signedOut: boolean }) {
  useDocumentTitle(t.pendingTitle);
  return (
    <>
      <PageHeader title={t.pendingTitle} />
      <div className={stack}>
        <Alert type="info" message={signedOut ? `${t.pendingMessage} ${t.pendingSignedOut}` : t.missing} />
        <Link href={signedOut ? `~${paths.login}` : `~${paymentPaths.owed('client')}`} className={buttonClass('primary', 'md', true)}>
          {signedOut ? t.login : commonTexts.toPending}
        </Link>
      </div>
    </>
  );
}

export function ResultPage() {
  const order = orderOf(useSearch());
  const user = useUser();
  // Keyed by the address: moving to another result address is a new screen, which takes what it was moved with.
  const [location] = useLocation();
  return order && user ? <ResultView key={location} order={order} /> : <NoOrder signedOut={!user} />;
}
