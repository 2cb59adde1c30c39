import axios from 'redaxios';
import { ACCESS_CONTROL_API } from '../constants.ts';
import { base64ToBytes } from '../text/base64.ts';
import type { IdentityClaimNames } from '../session/identity.ts';
import type { Theme } from '../appearance/theme.ts';

/** The frontend configuration of docs/specification.md, section 3, plus the parent origins allowed to frame the portal. */
export interface FrontendConfig {
  url: string;
  client_id: string;
  client_secret: string;
  UrlAPIOtp: string;
  formUrlBackend: string;
  formId: string;
  formWindowData: { title: string; icon: string };
  parentOrigins?: string[];
  /** https origins the portal may ask its host to open at the top level (a payment gateway); default `parentOrigins`. */
  topLevelOrigins?: string[];
  /** Names of the access token's identity claims, when the provider's differ (core/session/identity.ts, docs/contract.md). */
  claims?: Partial<IdentityClaimNames>;
  /** The provider's brand over the portal's (core/appearance/theme.ts): primary colour, logo, corner radius. */
  theme?: Theme;
}

/** `pk`/`sk` may be comma-separated lists: the answer then holds one configuration per module, in order. */
export interface ModuleKeys {
  pk: string;
  sk: string;
}

interface Sealed {
  a: string;
  b: string;
  c: string;
}

/** A random 16-digit string (leading zeros allowed) from the platform's CSPRNG. */
export function randomKey(): string {
  const digits = crypto.getRandomValues(new Uint8Array(16));
  // 250 is the largest multiple of 10 under 256: redraw above it so every digit is equally likely.
  for (let i = 0; i < digits.length; i++) {
    while (digits[i]! >= 250) digits[i] = crypto.getRandomValues(new Uint8Array(1))[0]!;
  }
  return Array.from(digits, (d) => d % 10).join('');
}

/** AES-256-GCM, key = SHA-256 of the key string. Obfuscation, not secrecy: the key travels with the request. */
export async function openSealed(sealed: Sealed, key: string): Promise<FrontendConfig> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const aesKey = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt']);
  const cipher = base64ToBytes(sealed.b);
  const tag = base64ToBytes(sealed.c);
  // WebCrypto expects the tag appended to the ciphertext.
  const joined = new Uint8Array(cipher.length + tag.length);
  joined.set(cipher);
  joined.set(tag, cipher.length);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: base64ToBytes(sealed.a) }, aesKey, joined);
  return JSON.parse(new TextDecoder().decode(plain)) as FrontendConfig;
}

/** Runs the exchange; always answers a list (one entry without modules). */
export async function exchangeConfig(module?: ModuleKeys): Promise<FrontendConfig[]> {
  const key = randomKey();
  const { data } = await axios.post<Sealed | Sealed[]>(
    `${ACCESS_CONTROL_API}/clients/frontend`,
    { key },
    module ? { params: { module_pk: module.pk, module_sk: module.sk } } : undefined,
  );
  const sealed = Array.isArray(data) ? data : [data];
  return Promise.all(sealed.map((item) => openSealed(item, key)));
}
