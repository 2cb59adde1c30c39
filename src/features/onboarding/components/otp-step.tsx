// Verifies an address with a one-time code: one field that takes a pasted code and the phone's autofill,
// a resend after a countdown, the server's words for a wrong or expired code, and its attempt limit.
import { useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../core/use-latest.ts';
import { css } from 'goober';
import { requestOtp } from '../../../api/request-otp.ts';
import { verifyOtp } from '../../../api/verify-otp.ts';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '../../../core/constants.ts';
import { errorMessage, errorStatus } from '../../../core/errors.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Field } from '../../../ui/field.tsx';
import { vars } from '../../../ui/tokens.ts';
import { onboardingTexts } from '../../../i18n/onboarding.ts';
import { withTimeout } from '../../../core/use-remote.ts';

const t = onboardingTexts.otp;
const form = css`display:flex;flex-direction:column;gap:${vars.space[4]};& input{font-size:1.5rem;letter-spacing:0.4em;text-align:center;}`;
const row = css`display:flex;flex-wrap:wrap;gap:${vars.space[3]};align-items:center;color:${vars.color.textMuted};font-size:${vars.font.sm};`;

export interface OtpStepProps {
  address: string;
  channel: 'sms' | 'email';
  verifyLabel: string;
  /** Runs once the code is verified (creates the member...); what it throws is shown here, with a retry. */
  onVerified: () => Promise<void>;
  /** Turns a failure of onVerified into the sentence to show. */
  failureText: (error: unknown) => string;
}

export function OtpStep({ address, channel, verifyLabel, onVerified, failureText }: OtpStepProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState<string>(t.sending);
  const [busy, setBusy] = useState(false);
  const [verified, setVerified] = useState(false);
  const [locked, setLocked] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const inputRef = useRef<HTMLInputElement>(null);

  const send = async (again: boolean) => {
    if (again) setNotice(t.sending);
    try {
      await withTimeout(requestOtp({ address, channel }));
      setResendAt(Date.now() + OTP_RESEND_SECONDS * 1000);
      setNotice(again ? t.resent : '');
      setLocked(false);
      setError('');
    } catch {
      setNotice('');
      setError(t.sendError);
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

  const finish = async () => {
    try {
      await onVerified();
    } catch (failure) {
      setError(failureText(failure));
      setBusy(false);
    }
  };

  const submit = async (value = code, event?: Event) => {
    event?.preventDefault();
    if (busy) return;
    if (verified) {
      setBusy(true);
      return finish();
    }
    if (value.length !== OTP_LENGTH) {
      setError(t.codeLength);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await withTimeout(verifyOtp(value, address));
    } catch (failure) {
      if (errorStatus(failure) === 429) setLocked(true);
      setError(errorStatus(failure) === 429 ? t.tooMany : errorMessage(failure));
      setCode('');
      setBusy(false);
      inputRef.current?.focus();
      return;
    }
    setVerified(true);
    await finish();
  };

  const onInput = (event: Event) => {
    // Pasted "123 456" or "Código: 123456" still gives the six digits.
    const digits = (event.target as HTMLInputElement).value.replace(/\D/g, '').slice(0, OTP_LENGTH);
    setCode(digits);
    if (digits.length === OTP_LENGTH && !busy && !locked) void submit(digits);
  };

  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));
  return (
    <form className={form} onSubmit={(e) => void submit(code, e)} noValidate>
      <p>{t.sentTo(address)}</p>
      {error && <Alert type="danger" message={error} />}
      {notice && !error && <p role="status">{notice}</p>}
      {!verified && (
        <Field
          ref={inputRef}
          id="otp-code"
          label={t.code}
          hint={t.codeHint}
          value={code}
          onInput={onInput}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH + 8}
          disabled={locked}
        />
      )}
      <Button type="submit" fullWidth loading={busy} disabled={locked}>
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
