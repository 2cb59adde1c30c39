import { afterEach, describe, expect, it } from 'vitest';
import { captureTyped, markScriptReady, takeEarlySubmit, typedBefore } from '../../../src/core/browser/prerender-handoff.ts';

type Handoff = { __portalReady?: boolean; __portalEarlySubmit?: boolean };
const w = window as unknown as Handoff;

afterEach(() => {
  delete w.__portalReady;
  delete w.__portalEarlySubmit;
});

describe('hand-off from the prerendered page to the script', () => {
  it('reports a submit held back by the page loader once', () => {
    w.__portalEarlySubmit = true;
    expect(takeEarlySubmit()).toBe(true);
    expect(takeEarlySubmit()).toBe(false);
  });

  it('reports nothing when nobody submitted early', () => {
    expect(takeEarlySubmit()).toBe(false);
  });

  it('carries typed values and focus from the prerendered fields over to the rendered screen', () => {
    document.body.innerHTML = '<div id="app"><input id="login-email"><input id="login-password"></div>';
    (document.getElementById('login-email') as HTMLInputElement).value = 'lucia@demo.es';
    document.getElementById('login-password')!.focus();
    captureTyped(document.getElementById('app')!);
    document.body.innerHTML = '<div id="app"><input id="login-email"><input id="login-password"></div>';
    markScriptReady();
    expect(typedBefore('login-email')).toBe('lucia@demo.es');
    expect(typedBefore('login-password')).toBe('');
    expect(document.activeElement?.id).toBe('login-password');
  });

  it("gives focus back to the live twin of an element without id (the /home shell's skip link, a tile)", () => {
    const shell = '<div id="app"><a href="#main-content">Saltar al contenido</a><a href="/home/carne">Carné</a></div>';
    document.body.innerHTML = shell;
    (document.querySelector('a[href="/home/carne"]') as HTMLElement).focus();
    captureTyped(document.getElementById('app')!);
    document.body.innerHTML = shell;
    expect(document.activeElement).toBe(document.body);
    markScriptReady();
    expect(document.activeElement?.getAttribute('href')).toBe('/home/carne');
  });

  it('tells the page loader the script has taken over', () => {
    markScriptReady();
    expect(w.__portalReady).toBe(true);
  });
});
