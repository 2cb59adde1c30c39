import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { setupUi } from '../../../src/ui/setup.ts';
import { HoldPanel } from '../../../src/features/appointments/components/hold-panel.tsx';

setupUi();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const facts = {
  patient: 'Lucía Martín',
  speciality: 'Medicina general',
  doctor: 'Dra. Marta Gil Herrero',
  place: 'Sede Madrid Centro',
  start: '2026-11-24T09:00:00.000Z',
};

describe('hold panel', () => {
  it('counts the hold down and says when it has run out', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-23T09:00:00Z'));
    const onExpire = vi.fn();
    render(
      <HoldPanel
        facts={facts}
        expiresAt="2026-11-23T09:05:00.000Z"
        confirmLabel="Confirmar cita"
        busy={false}
        error={null}
        onConfirm={() => undefined}
        onOther={() => undefined}
        onExpire={onExpire}
      />,
    );
    expect(screen.getByRole('timer').textContent).toBe('5:00');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('3:59');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(240_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
