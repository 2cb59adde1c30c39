// The guards and redirects of docs/specification.md, sections 2, 4 and 5, for the three areas.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/preact';
import { sandboxPerTest } from '../core/sandbox-harness.ts';
import { heading, renderApp, signedIn } from './render-app.tsx';

sandboxPerTest();

describe('guards and redirects', () => {
  it('/home without a signed-in user goes to /auth, whose index is the welcome page', async () => {
    const app = renderApp('/home/carne');
    await heading('Bienvenido a tu portal de salud');
    expect(app.path()).toBe('/auth/welcome');
  });

  it('/auth with a signed-in user goes to /home', async () => {
    await signedIn('titular@demo.es');
    const app = renderApp('/auth/login');
    await heading('Inicio');
    expect(app.path()).toBe('/home');
  });

  it('an unknown /auth path goes to welcome, an unknown /home path to home', async () => {
    const auth = renderApp('/auth/nada');
    await heading('Bienvenido a tu portal de salud');
    expect(auth.path()).toBe('/auth/welcome');
    auth.unmount();

    await signedIn('titular@demo.es');
    const home = renderApp('/home/nada/de/nada');
    await heading('Inicio');
    expect(home.path()).toBe('/home');
  });

  it("the spec's /home/subscription route opens the summary the menu links to, and an unknown sub-path goes home", async () => {
    await signedIn('titular@demo.es');
    const summary = renderApp('/home/subscription');
    await waitFor(() => expect(summary.path()).toBe('/home/subscription/resumen'));
    summary.unmount();
    const unknown = renderApp('/home/subscription/nada');
    await heading('Inicio');
    expect(unknown.path()).toBe('/home');
  });

  it('an unknown address and an unknown /public one go to the root, then on to the right area', async () => {
    const app = renderApp('/no-existe');
    await heading('Bienvenido a tu portal de salud');
    expect(app.path()).toBe('/auth/welcome');
    app.unmount();
    const pub = renderApp('/public/nada');
    await heading('Bienvenido a tu portal de salud');
    expect(pub.path()).toBe('/auth/welcome');
  });

  it('/public opens without a session', async () => {
    const app = renderApp('/public/payment-pending');
    await heading('Pago pendiente');
    expect(app.path()).toBe('/public/payment-pending');
  });

  it('a module closed by arrears, reached by address, sends home with a notice that says why', async () => {
    await signedIn('mora@demo.es');
    const app = renderApp('/home/carne');
    await heading('Inicio');
    expect(app.path()).toBe('/home');
    expect(await screen.findByText(/Para entrar en «Carné de afiliación» primero tienes que ponerte al día/)).toBeTruthy();
  });

  it('a module of another role sends home too (a sales advisor on the patient profile)', async () => {
    await signedIn('vendedor@demo.es');
    const app = renderApp('/home/pacientes');
    await heading('Inicio');
    expect(app.path()).toBe('/home');
    expect(await screen.findByText('«Mi Perfil» no está disponible para tu tipo de cuenta.')).toBeTruthy();
  });

  it('a module the user may use opens', async () => {
    await signedIn('titular@demo.es');
    const app = renderApp('/home/carne');
    await heading('Carné de afiliación');
    await waitFor(() => expect(app.path()).toBe('/home/carne'));
  });
});
