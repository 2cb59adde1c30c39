import { afterEach, describe, expect, it } from 'vitest';
import { markScriptReady, takeEarlySubmit } from '../../../src/core/prerender-handoff.ts';

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

  it('tells the page loader the script has taken over', () => {
    markScriptReady();
    expect(w.__portalReady).toBe(true);
  });
});
