import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from '../../../src/forms/draft.ts';

afterEach(() => sessionStorage.clear());

describe('form drafts', () => {
  it('keeps values in session storage, without the omitted fields', () => {
    writeDraft('alta', { first_name: 'Ana', privacy: true, birth_date: '1990-01-01', secret_answer: 'x' }, ['secret_answer']);
    expect(readDraft('alta')).toEqual({ first_name: 'Ana', privacy: true, birth_date: '1990-01-01' });
  });

  it('never stores a password or a one-time code, even when the form does not omit them', () => {
    writeDraft('alta', { password: 'Segura2026', password_confirmation: 'Segura2026', otp: '123456', first_name: 'Ana' });
    const stored = sessionStorage.getItem('form-draft:alta') ?? '';
    expect(stored).not.toContain('Segura2026');
    expect(stored).not.toContain('123456');
    expect(readDraft('alta')).toEqual({ first_name: 'Ana' });
  });

  it('ignores a draft that is not ours (bad JSON, odd values) and forgets on clear', () => {
    sessionStorage.setItem('form-draft:x', '{bad');
    expect(readDraft('x')).toEqual({});
    sessionStorage.setItem('form-draft:x', JSON.stringify({ a: 1, b: 'ok', password: 'p' }));
    expect(readDraft('x')).toEqual({ b: 'ok' });
    clearDraft('x');
    expect(sessionStorage.getItem('form-draft:x')).toBeNull();
  });
});
