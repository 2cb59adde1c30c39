// A second person at the same sandbox: the member who gave the grant acts (withdraws it) while the screen under
// test is the caregiver's. Through the sandbox's own API, as another device would.
import { requireConfig } from '../../../src/core/config/config.ts';
import { PASSWORD, type Harness } from '../core/sandbox-harness.ts';

export async function asMember(sandbox: Harness, username: string) {
  const { client_id, client_secret } = requireConfig();
  const query = new URLSearchParams({ grant_type: 'password', username, password: PASSWORD, client_id, client_secret });
  const grant = await sandbox.fetch(`/oauth2/token?${query}`, { method: 'POST' });
  const { access_token } = (await grant.json()) as { access_token: string };
  const call = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { authorization: `Bearer ${access_token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await sandbox.fetch(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as unknown) };
  };
  return {
    call,
    /** Withdraws every grant this member gave. */
    async revokeAll() {
      const list = (await call('GET', '/caregivers/grants')).body as { id: string }[];
      for (const grant of list) await call('DELETE', `/caregivers/grants/${grant.id}`);
    },
  };
}
