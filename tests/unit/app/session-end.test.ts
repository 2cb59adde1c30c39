// The one way a session ends: a refresh the API refuses runs the same sign-out as the menu.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCustomer } from '../../../src/api/current-customer.ts';
import { getCustomer } from '../../../src/api/get-customer.ts';
import { login } from '../../../src/core/session/session.ts';
import { readUserData } from '../../../src/core/session/session-cookies.ts';
import { store } from '../../../src/core/state/store.ts';
import { PASSWORD, sandboxPerTest } from '../core/sandbox-harness.ts';

const env = sandboxPerTest();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('an expired session the API will not refresh', () => {
  it('ends as a sign-out does: no cookies, no user, no customer record, the login screen', async () => {
    await login('titular@demo.es', PASSWORD);
    const user = readUserData()!;
    await loadCustomer(user);
    expect(store.getState().customer?.status).toBe('ready');

    env.sandbox.advance(3601);
    await env.sandbox.fault({ method: 'POST', path: '/oauth2/token', status: 401 });
    await expect(getCustomer(user.id, user.role)).rejects.toMatchObject({ status: 401 });

    await vi.waitFor(() => expect(env.navigations).toEqual(['/auth/login']));
    expect(document.cookie).toBe('');
    expect(store.getState().user).toBeNull();
    expect(store.getState().customer).toBeUndefined();
  });

  it('a customer load cut short by the end of the session shows no error toast', async () => {
    await login('titular@demo.es', PASSWORD);
    const user = readUserData()!;
    env.sandbox.advance(3601);
    await env.sandbox.fault({ method: 'POST', path: '/oauth2/token', status: 401 });
    await loadCustomer(user);
    await vi.waitFor(() => expect(env.navigations).toEqual(['/auth/login']));
    expect(store.getState().toasts).toEqual([]);
  });

  it('a refresh that fails on the network keeps everything', async () => {
    await login('titular@demo.es', PASSWORD);
    const user = readUserData()!;
    await loadCustomer(user);
    env.sandbox.advance(3601);
    await env.sandbox.fault({ method: 'POST', path: '/oauth2/token', drop: true });
    await expect(getCustomer(user.id, user.role)).rejects.toMatchObject({ message: 'Error fetching customer data' });
    expect(env.navigations).toEqual([]);
    expect(store.getState().customer?.status).toBe('ready');
    expect(readUserData()).toEqual(user);
  });
});
