// After an in-app navigation the new screen's heading takes the focus once it is drawn and names the tab
// (navigation-effects.tsx), unless the member has meanwhile put the focus in the new screen: WebKit's engines case
// under load had the heading take it mid-typing, and the rest of the e-mail went nowhere (CI-23).
import { act, cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavigationEffects } from '../../../src/app/navigation-effects.tsx';

afterEach(() => {
  cleanup();
  document.title = '';
});

const frames = (count: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, count * 20)));

/** The app's route effects around a main region that gets its field first and its heading later, as a slow screen does. */
async function navigateAndDrawLate(focusFieldFirst: boolean) {
  const location = memoryLocation({ path: '/home' });
  render(
    <Router hook={location.hook}>
      <NavigationEffects />
      <main>
        <input id="field" />
      </main>
    </Router>,
  );
  await act(() => location.navigate('/home/pacientes'));
  const field = document.getElementById('field')!;
  if (focusFieldFirst) field.focus();
  await frames(3);
  const h1 = Object.assign(document.createElement('h1'), { tabIndex: -1, textContent: 'Mi Perfil' });
  document.querySelector('main')!.prepend(h1);
  document.title = 'Mi Perfil · Portal de afiliados';
  await frames(5);
  return { field, h1 };
}

describe('the heading focus after a navigation', () => {
  it('goes to the heading once it is drawn and names the tab', async () => {
    const { h1 } = await navigateAndDrawLate(false);
    expect(document.activeElement).toBe(h1);
  });

  it('stays in the field the member chose before the heading came', async () => {
    const { field } = await navigateAndDrawLate(true);
    expect(document.activeElement).toBe(field);
  });
});
