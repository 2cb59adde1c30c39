import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import type { Sealed } from '../../../../contract/accounts/schemas.ts';

/**
 * AES-256-GCM with the key derived as SHA-256 of the client's 16-digit key string (docs/design.md, section 3,
 * configuration exchange). The portal decrypts with WebCrypto by concatenating b and c, which is how WebCrypto expects the tag.
 */
export function sealConfiguration(key: string, plain: unknown): Sealed {
  const aesKey = createHash('sha256').update(key, 'utf8').digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return { a: iv.toString('base64'), b: ciphertext.toString('base64'), c: cipher.getAuthTag().toString('base64') };
}
