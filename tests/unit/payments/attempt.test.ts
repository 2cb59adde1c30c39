import { afterEach, describe, expect, it } from 'vitest';
import { attemptKey, endAttempts } from '../../../src/features/payments/attempt-key.ts';
import { dueNow, readSelection, selectedCharges, totalCents, withSelection } from '../../../src/features/payments/selection.ts';
import { resultAddress, resultPath } from '../../../src/features/payments/result-route.ts';
import type { Charge } from '../../../src/features/payments/api/types.ts';

const charge = (id: string, concept: Charge['concept'], amount_cents: number, period_start = '2026-11-01'): Charge => ({
  id,
  customer_id: 'cus-1',
  concept,
  description: id,
  amount_cents,
  currency: 'EUR',
  period_start,
  period_end: period_start,
  status: 'open',
  metadata: {},
  created_at: '2026-10-01T08:00:00.000Z',
  paid_at: null,
});

afterEach(() => endAttempts());

describe('attempt keys', () => {
  it('gives the same key to the same attempt until it ends, a new one after', () => {
    const first = attemptKey('card:chg-1');
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(attemptKey('card:chg-1')).toBe(first);
    expect(attemptKey('site:hq-madrid:chg-1')).not.toBe(first);
    endAttempts();
    expect(attemptKey('card:chg-1')).not.toBe(first);
  });

  it('survives a reload through session storage', () => {
    const key = attemptKey('card:chg-2');
    expect(Object.values(sessionStorage)).toContain(key);
  });
});

describe('what is being paid', () => {
  const open = [charge('a', 'arrears', 3990), charge('b', 'arrears', 3990), charge('c', 'agreement_instalment', 2000, '2027-01-01')];

  it('travels in the address and is read back against what is still owed', () => {
    expect(withSelection('/home/paymentMethod', ['a', 'b'])).toBe('/home/paymentMethod?cargos=a,b');
    expect(readSelection('?cargos=a,b')).toEqual(['a', 'b']);
    expect(selectedCharges(open, ['a', 'b'])?.map((c) => c.id)).toEqual(['a', 'b']);
    expect(selectedCharges(open, ['a', 'paid-already'])).toBeNull();
    expect(selectedCharges(open, [])).toBeNull();
    expect(totalCents(open.slice(0, 2))).toBe(7980);
  });

  it('leaves an agreement’s later instalments for when they fall due', () => {
    expect(dueNow(open, '2026-11-23').map((c) => c.id)).toEqual(['a', 'b']);
    expect(dueNow(open, '2027-01-01').map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('result screens follow the sandbox, not the query string', () => {
  it('maps each state to its screen', () => {
    expect(resultPath('approved')).toBe('/home/paymentApproval');
    expect(resultPath('pending')).toBe('/public/payment-pending');
    for (const status of ['rejected', 'cancelled', 'created'] as const) expect(resultPath(status)).toBe('/home/paymentRejected');
    expect(resultAddress('approved', 'pay-9001')).toBe('/home/paymentApproval?bold-order-id=pay-9001');
  });
});
