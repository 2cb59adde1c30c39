import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OtpStep } from '../../../src/features/onboarding/components/otp-step.tsx';
import { startSandbox } from '../core/sandbox-harness.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OtpStep (against the in-process sandbox)', () => {
  it('takes a pasted code with other characters, verifies it and runs what follows once', async () => {
    const harness = await startSandbox();
    const onVerified = vi.fn(async () => {});
    render(<OtpStep address="611 222 333" channel="sms" verifyLabel="Verificar" onVerified={onVerified} failureText={() => 'x'} />);
    await waitFor(async () => expect((await harness.log()).some((r) => r.path === '/otp')).toBe(true));
    fireEvent.input(screen.getByLabelText('Código de verificación'), { target: { value: 'Código: 123 456' } });
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect((await harness.log()).filter((r) => r.path === '/otp/verification').map((r) => r.status)).toEqual([200]);
  });

  it('offers another code only after the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'Date'] });
    const harness = await startSandbox();
    render(<OtpStep address="611 222 333" channel="sms" verifyLabel="Verificar" onVerified={async () => {}} failureText={() => 'x'} />);
    await waitFor(() => expect(screen.getByText(/Podrás pedir otro código en \d+ s/)).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Enviar otro código' })).toBeNull();
    vi.advanceTimersByTime(31_000);
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar otro código' }));
    await waitFor(async () => expect((await harness.log()).filter((r) => r.path === '/otp')).toHaveLength(2));
    expect(await screen.findByText('Te hemos enviado un código nuevo.')).toBeTruthy();
  });
});
