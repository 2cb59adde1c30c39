// Verifies an address with a one-time code: one field that takes a pasted code and the phone's autofill,
// a resend after a countdown, the server's words for a wrong or expired code, and its attempt limit.
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../core/hooks/use-latest.ts';
import { css } from 'goober';
import { requestOtp } from '../../../api/request-otp.ts';
import { verifyOtp } from '../../../api/verify-otp.ts';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../core/constants.ts';
import { errorMessage, errorStatus, ShownError, tooManyText } from '../../../core/errors/error-message.ts';
import { useForm } from '../../../forms/use-form.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { withTimeout } from '../../../core/loading/use-remote.ts';

const t = onboardingTexts.otp;
const formClass = css`display:flex;flex-direction:column;gap:${vars.space[4]};& input{font-size:1.5rem;letter-spacing:0.4em;text-align:center;}`;
const row = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};align-items:center;color:${vars.color.textMuted};font-size:${vars.font.sm};`;

/** How a code is sent and checked: by default POST /otp and /otp/verification for `address`. */
export interface CodeCalls {
  send: () => Promise<unknown>;
  verify: (code: string) => Promise<unknown>;
}

export interface OtpStepProps {
  /** Where the code goes, as shown to the person (an invitation shows the masked address the holder gave). */
  address: string;
  channel: 'sms' | 'email';
  /** Calls of their own (an invitation's: the server sends to the address it keeps, and checks the code itself). */
  calls?: CodeCalls;
  verifyLabel: string;
  /** Runs once the code is verified (creates the member...); what it throws is shown here, with a retry. */
  onVerified: () => Promise<void>;
  /** Turns a failure of onVerified into the sentence to show. */
  failureText: (error: unknown) => string;
}

export function OtpStep({ address, channel, calls, verifyLabel, onVerified, failureText }: OtpStepProps) {
  const { send: sendCode, verify } = calls ?? {
    send: () => requestOtp({ address, channel }),
    verify: (code: string) => verifyOtp(code, address),
  };
  const [notice, setNotice] = useState<string>(t.sending);
  const [verified, setVerified] = useState(false);
  const [locked, setLocked] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  // Counts codes typed or pasted whole: each is sent once the hook holds it (the effect below).
  const [typedWhole, setTypedWhole] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);

  const finish = async () => {
    try {
      await onVerified();
    } catch (failure) {
      throw new ShownError(failureText(failure));
    }
  };

  const form = useForm({
    id: 'otp',
    initial: { code: '' },
    onSubmit: async ({ code }) => {
      if (verified) return finish();
      if (code.length !== OTP_LENGTH) {
        inputRef.current?.focus();
        throw new ShownError(t.codeLength);
      }
      try {
        await withTimeout(verify(code));
      } catch (failure) {
        // Over the server's limit of wrong codes (counted across new codes): how long to wait; the code stays typed,
        // to send as it is once the wait is over.
        const wait = tooManyText(failure);
        if (wait) {
          inputRef.current?.focus();
          throw new ShownError(wait);
        }
        // This code's own attempts are spent: a new code is the way on.
        const revoked = errorStatus(failure) === 429;
        if (revoked) setLocked(true);
        form.set('code', '');
        inputRef.current?.focus();
        throw new ShownError(revoked ? t.tooMany : errorMessage(failure));
      }
      setVerified(true);
      await finish();
    },
  });

  const send = async (again: boolean) => {
    if (again) setNotice(t.sending);
    try {
      await withTimeout(sendCode());
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      setNotice(again ? t.resent : '');
      setLocked(false);
      form.setFailure('');
    } catch (failure) {
      setNotice('');
      // Too many codes asked for this address: how long until another can be sent.
      form.setFailure(tooManyText(failure) ?? t.sendError);
      setResendAt(0);
    }
    inputRef.current?.focus();
  };

  const sendFirst = useLatest(() => send(false));
  // not a load: sends the one-time code (an action) on arrival at the step, one code per visit
  useEffect(() => {
    void Promise.resolve().then(() => sendFirst.current());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [sendFirst]);

  const submitWhole = useLatest(form.submit);
  useEffect(() => {
    if (typedWhole) void submitWhole.current();
  }, [typedWhole, submitWhole]);

  const onInput = (event: Event) => {
    // Pasted "123 456" or "Código: 123456" still gives the six digits.
    const digits = (event.target as HTMLInputElement).value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    form.set('code', digits);
    if (digits.length === OTP_LENGTH && !form.submitting && !locked) setTypedWhole((n) => n + 1);
  };

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  return (
    <form className={formClass} onSubmit={form.submit} noValidate>
      <p>{t.sentTo(address)}</p>
      {form.failure && <Alert type="danger" message={form.failure} />}
      {notice && !form.failure && <p role="status">{notice}</p>}
      {!verified && (
        <Field
          ref={inputRef}
          id="otp-code"
          label={t.code}
          hint={t.codeHint}
          value={form.values.code}
          onInput={onInput}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH + 8}
          disabled={locked}
        />
      )}
      <Button type="submit" fullWidth loading={form.submitting} disabled={locked}>
        {verified ? onboardingTexts.retry : verifyLabel}
      </Button>
      {!verified && (
        <div className={row}>
          {wait > 0 ? (
            <span>{t.resendIn(wait)}</span>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => void send(true)}>
              {t.resend}
            </Button>
          )}
        </div>
      )}
    </form>
  );
}
