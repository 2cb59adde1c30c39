// The kit signs in the way the portal does, and checks each call on the way: the configuration exchange
// (POST /clients/frontend: the sealed answer, then the configuration inside it against its schema), the password
// grant, the refresh grant and a wrong password's refusal (POST /oauth2/token).
import { createDecipheriv, createHash } from 'node:crypto';
import { shapeProblems } from '../contract/check.ts';
import { schemas } from '../contract/operations.ts';
import { freshKey } from './fresh.ts';
import type { Scenario } from './steps.ts';

const configurationSchema = schemas.find((named) => named.name === 'Configuration')!.schema;

interface Sealed {
  a: string;
  b: string;
  c: string;
}

/** AES-256-GCM, the key the SHA-256 of the 16 digits (docs/design.md, section 3). */
export function unseal(key: string, sealed: Sealed): unknown {
  const decipher = createDecipheriv('aes-256-gcm', createHash('sha256').update(key, 'utf8').digest(), Buffer.from(sealed.a, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.c, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed.b, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

export async function signIn(sc: Scenario): Promise<void> {
  const { client } = sc;
  await sc.step('POST /clients/frontend', {}, async () => {
    const key = freshKey();
    let configuration: Record<string, unknown> | undefined;
    await sc.check({
      op: 'POST /clients/frontend',
      as: null,
      body: { key },
      status: 200,
      expect: (reply) => {
        try {
          configuration = unseal(key, reply.json as Sealed) as Record<string, unknown>;
        } catch (error) {
          return [`la configuración no se descifra con la clave enviada (${String(error)})`];
        }
        return shapeProblems(configurationSchema, configuration).map((problem) => `configuración descifrada ${problem}`);
      },
    });
    // Without --client-id, the client's credentials are the ones the configuration gives the portal.
    if (client.clientId === undefined && typeof configuration?.client_id === 'string') {
      client.clientId = configuration.client_id;
      client.clientSecret = String(configuration.client_secret ?? '');
    }
  });

  const account = client.options.accounts[0];
  await sc.step('POST /oauth2/token', { gives: ['refresh'] }, async () => {
    if (!account) sc.skip('sin cuenta de prueba');
    const reply = await sc.check({
      op: 'POST /oauth2/token',
      as: null,
      query: {
        grant_type: 'password',
        username: account.username,
        password: account.password,
        client_id: client.clientId ?? '',
        client_secret: client.clientSecret ?? '',
      },
      status: 200,
    });
    sc.set('refresh', (reply.json as { refresh_token?: string } | undefined)?.refresh_token);
  });
  await sc.step('POST /oauth2/token', { label: 'refresh_token' }, async () => {
    const refresh = sc.need<string>('refresh');
    await sc.check({
      op: 'POST /oauth2/token',
      as: null,
      query: {
        grant_type: 'refresh_token',
        refresh_token: refresh,
        client_id: client.clientId ?? '',
        client_secret: client.clientSecret ?? '',
      },
      status: 200,
    });
  });
  await sc.step('POST /oauth2/token', { label: 'contraseña incorrecta' }, async () => {
    if (!account) sc.skip('sin cuenta de prueba');
    await sc.check({
      op: 'POST /oauth2/token',
      as: null,
      query: {
        grant_type: 'password',
        username: account.username,
        password: `${account.password}-no`,
        client_id: client.clientId ?? '',
        client_secret: client.clientSecret ?? '',
      },
      status: 401,
    });
  });
}
