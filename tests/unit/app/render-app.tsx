// The whole app at an address, in memory (wouter's memoryLocation), against the in-process sandbox: screens are
// driven as a user drives them, and the address is read as wouter sees it.
import { render, screen } from '@testing-library/preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../../src/app/app.tsx';
import { login } from '../../../src/core/session/session.ts';
import { PASSWORD } from '../core/sandbox-harness.ts';

export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return { ...view, location, path: () => location.history!.at(-1) };
}

/** Signs a demo account in through the real password grant (cookies and store, as the login screen leaves them). */
export async function signedIn(username: string): Promise<void> {
  const profiles = await login(username, PASSWORD);
  if (profiles.length !== 1) throw new Error(`${username} has ${profiles.length} persons`);
}

/** The main heading once the (lazy) screen has rendered it. */
export const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3_000 });
