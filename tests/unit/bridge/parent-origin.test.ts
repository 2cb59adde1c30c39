import { describe, expect, it } from 'vitest';
import { likelyParentOrigins } from '../../../src/core/bridge/parent-origin.ts';

const allowed = ['http://localhost:4174', 'http://127.0.0.1:4174'];
const fakeWindow = (ancestor: string | undefined, referrer: string) =>
  ({ location: { ancestorOrigins: ancestor ? [ancestor] : undefined }, document: { referrer } }) as unknown as Window;

describe('likelyParentOrigins', () => {
  it('trusts ancestorOrigins when it names an allowlisted origin', () => {
    expect(likelyParentOrigins(allowed, fakeWindow('http://127.0.0.1:4174', 'http://localhost:4174/'))).toEqual(['http://127.0.0.1:4174']);
  });

  it('falls back to the referrer', () => {
    expect(likelyParentOrigins(allowed, fakeWindow(undefined, 'http://localhost:4174/mi-portal'))).toEqual(['http://localhost:4174']);
  });

  it('tries every allowlisted origin when the hints name none of them', () => {
    expect(likelyParentOrigins(allowed, fakeWindow('https://evil.example', 'not a url'))).toEqual(allowed);
  });
});
