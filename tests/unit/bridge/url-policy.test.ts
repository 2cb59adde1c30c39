import { describe, expect, it, vi } from 'vitest';
import { checkUrl, classifyUrl } from '../../../src/core/bridge/shared/url-policy.ts';
import { urlCases, ALLOWED } from './url-cases.ts';

describe('url-policy', () => {
  it.each(urlCases)('%s -> %s', (url, kind) => {
    expect(classifyUrl(url, ALLOWED).kind).toBe(kind);
  });

  it('refuses every absolute URL when no origin is allowlisted', () => {
    expect(classifyUrl('https://pagos.example.com/checkout').kind).toBe('refused');
  });

  it('refuses values that are not strings', () => {
    expect(classifyUrl({ toString: () => '/home' }).kind).toBe('refused');
    expect(classifyUrl(undefined).kind).toBe('refused');
  });

  it('normalises an allowed absolute URL', () => {
    expect(classifyUrl('https://PAGOS.example.com/checkout?x=1', ALLOWED)).toEqual({
      kind: 'external',
      url: 'https://pagos.example.com/checkout?x=1',
    });
  });

  it('logs each refusal with where it happened', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    checkUrl('javascript:alert(1)', ALLOWED, 'portal-embed');
    checkUrl('/home', ALLOWED, 'portal-embed');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[portal-embed] refused URL:', 'javascript:alert(1)');
    warn.mockRestore();
  });
});
