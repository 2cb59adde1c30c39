// The card's QR carries a signed, expiring token, not the member number: a number is a sequence (issue 28 read six
// names and arrears states in six guesses), a token is made only by the server that holds the key. Its shape
// is the sandbox's own business, opaque to the portal and the kit: `{member number}.{expiry, unix seconds}.{HMAC}`,
// the HMAC-SHA256 of the first two parts under CARD_TOKEN_SECRET, base64url. A provider may use any shape that only
// its server can make and check (docs/contract.md).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CARD_TOKEN_SECRET, CARD_TOKEN_TTL_SECONDS } from '../../secrets.ts';

const sign = (payload: string) => createHmac('sha256', CARD_TOKEN_SECRET).update(payload).digest('base64url');

export function cardToken(memberNumber: string, nowMs: number): string {
  const payload = `${memberNumber}.${Math.floor(nowMs / 1000) + CARD_TOKEN_TTL_SECONDS}`;
  return `${payload}.${sign(payload)}`;
}

export type CardTokenCheck = { ok: true; memberNumber: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The member number a token names, if the server signed it and it has not expired. */
export function readCardToken(token: string, nowMs: number): CardTokenCheck {
  const cut = token.lastIndexOf('.');
  const payload = token.slice(0, Math.max(0, cut));
  // Compared as text, not decoded: base64url's last character carries bits a decoder drops, so decoding would let
  // a second spelling of the same signature through. In constant time, so the answer's timing tells nothing of how
  // much of a forged signature was right.
  const given = Buffer.from(token.slice(cut + 1));
  const expected = Buffer.from(sign(payload));
  if (cut <= 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  const dot = payload.lastIndexOf('.');
  const expiresAt = Number(payload.slice(dot + 1)) * 1000;
  if (!(expiresAt > nowMs)) return { ok: false, reason: 'expired' };
  return { ok: true, memberNumber: payload.slice(0, dot) };
}
