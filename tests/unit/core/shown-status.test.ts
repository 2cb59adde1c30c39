import { describe, expect, it } from 'vitest';
import { shownStatus } from '../../../src/core/access/shown-status.ts';

describe('shown status (spec section 4)', () => {
  it('is the payment status when the stage is win', () => {
    expect(shownStatus({ account: { payment_status: 'En Mora' }, opportunity: { stage: 'win' } })).toBe('En Mora');
  });
  it('is the stage otherwise', () => {
    expect(shownStatus({ account: { payment_status: 'payment_pending' }, opportunity: { stage: 'proposal' } })).toBe('proposal');
  });
  it('is the payment status without sales data, and null without an account', () => {
    expect(shownStatus({ account: { payment_status: 'Active' }, opportunity: null })).toBe('Active');
    expect(shownStatus({ account: null, opportunity: null })).toBeNull();
  });
});
