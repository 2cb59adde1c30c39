// The logged-in person's customer record, form status and beneficiary count, loaded once per session and
// shared by the menu, the route guard and the home alerts (docs/specification.md, sections 3 and 4).
import { whenConfigReady } from '../core/config/config-ready.ts';
import { errorText } from '../core/errors/error-message.ts';
import type { UserData } from '../core/session/session-cookies.ts';
import { store, useStore } from '../core/state/store.ts';
import { showToast } from '../core/feedback/toasts.ts';
import { isHolder } from '../core/access/roles.ts';
import { getCustomer } from './get-customer.ts';
import { getFormValues } from './get-form-values.ts';
import { listBeneficiaries } from './list-beneficiaries.ts';
import type { Customer } from './types.ts';

export interface CustomerState {
  /** Whose record this is: a different user (another login, a profile switch) loads again. */
  userId: string;
  status: 'loading' | 'ready' | 'error';
  value: Customer | null;
  error: string | null;
  /** The profile form's general_status; undefined until known or when the call failed (docs/specification.md, section 8 swallows it). */
  formStatus?: string;
  /** Holders only; undefined until known. */
  beneficiaryCount?: number;
  /** Every follow-up call has answered (or failed): the home alerts are decided once, without flicker. */
  settled?: boolean;
}

declare module '../core/state/store.ts' {
  interface AppState {
    customer?: CustomerState;
  }
}

function patch(action: string, userId: string, next: Partial<CustomerState>): void {
  store.setState(action, (s) => (s.customer?.userId === userId ? { customer: { ...s.customer, ...next } } : {}));
}

/** Loads the record (and, after it, the form status and the beneficiary count) unless it is already there. */
export async function loadCustomer(user: UserData, force = false): Promise<void> {
  const current = store.getState().customer;
  if (!force && current?.userId === user.id && current.status !== 'error') return;
  store.setState('customer/loading', { customer: { userId: user.id, status: 'loading', value: null, error: null } });
  try {
    await whenConfigReady();
    const value = await getCustomer(user.id, user.role);
    patch('customer/ready', user.id, { status: 'ready', value });
    // A caregiver acting for the member (issue 31) may not read the profile form or the beneficiaries: the home
    // alerts those feed are the member's own business, so they are not asked for.
    if (user.acting) return patch('customer/settled', user.id, { settled: true });
    // Both are read only once the record is settled (the home alerts): one update for the two, not three, each a
    // render of every screen part that reads the record (the side menu, home) on a member's first /home.
    const [form, beneficiaryCount] = await Promise.all([
      getFormValues(user.id),
      isHolder(value.role)
        ? listBeneficiaries(user.id).then(
            (list) => list.length,
            // The invitation alert is a nudge: without the list we simply do not show it.
            () => undefined,
          )
        : undefined,
    ]);
    patch('customer/settled', user.id, { formStatus: form?.general_status, beneficiaryCount, settled: true });
  } catch (error) {
    // Forgotten meanwhile: the session ended (a refused refresh signs out), there is nobody to tell.
    if (store.getState().customer?.userId !== user.id) return;
    const message = errorText(error);
    showToast(message, 'error');
    patch('customer/error', user.id, { status: 'error', error: message });
  }
}

export function useCustomer(): CustomerState | undefined {
  return useStore((s) => s.customer);
}

/** Logout and profile switches start from nothing. */
export function forgetCustomer(): void {
  store.setState('customer/forget', { customer: undefined });
}
