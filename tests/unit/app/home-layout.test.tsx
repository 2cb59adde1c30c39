// The layout's closed side menu is drawn after the screen's first paint, in a task of its own (its render was part
// of /home's one long first task: docs/decisions/013-every-door-paints-from-html.md); opened before then, at once.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { HomeLayout } from '../../../src/app/layout/home-layout.tsx';
import type { UserData } from '../../../src/core/session/session-cookies.ts';

const user: UserData = { id: 'cus-1001', role: 'Titular', first_name: 'Lucía', first_lastname: 'Martín' };

function renderLayout() {
  const location = memoryLocation({ path: '/home' });
  return render(
    <Router hook={location.hook}>
      <HomeLayout user={user}>
        <h1>Inicio</h1>
      </HomeLayout>
    </Router>,
  );
}

const menu = () => document.getElementById('side-menu');

describe('the side menu after the first paint', () => {
  it('is not in the first render, and is there (closed) in the next task', async () => {
    renderLayout();
    expect(screen.getByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(menu()).toBeNull();
    await waitFor(() => expect(menu()).not.toBeNull());
    expect(menu()!.hidden).toBe(true);
  });

  it('opened before then, it is drawn at once, open', () => {
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Abrir el menú' }));
    expect(menu()).not.toBeNull();
    expect(menu()!.hidden).toBe(false);
  });
});
