import { describe, expect, it, vi } from 'vitest';
import { exchangeConfig, randomKey, type FrontendConfig } from '../../../src/core/config/config-exchange.ts';
import { loadConfig, readModuleKeys, requireConfig, retryConfig } from '../../../src/core/config/config.ts';
import { store } from '../../../src/core/state/store.ts';
import { ACCESS_CONTROL_API } from '../../../src/core/constants.ts';
import { TEST_CONFIG, json, routeFetch } from './helpers.ts';

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Seals like the sandbox does (node:crypto there, WebCrypto here): AES-256-GCM, key = SHA-256 of the key string. */
async function seal(config: FrontendConfig, key: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  const aesKey = await crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const out = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(config))),
  );
  return { a: toBase64(iv), b: toBase64(out.slice(0, -16)), c: toBase64(out.slice(-16)) };
}

const FORM_MODULE: FrontendConfig = { ...TEST_CONFIG, formId: 'alta-beneficiario', formWindowData: { title: 'Invita', icon: 'i.svg' } };

describe('configuration exchange', () => {
  it('makes a 16-digit key with crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const keys = new Set(Array.from({ length: 50 }, randomKey));
    expect(spy).toHaveBeenCalled();
    for (const key of keys) expect(key).toMatch(/^\d{16}$/);
    expect(keys.size).toBe(50);
  });

  it('posts the key to {accessControlAPI}/clients/frontend and decrypts the answer with WebCrypto', async () => {
    const seen: { url: string; key: string }[] = [];
    routeFetch(async (request) => {
      const { key } = (await request.json()) as { key: string };
      seen.push({ url: request.url, key });
      return json(await seal(TEST_CONFIG, key));
    });
    await expect(exchangeConfig()).resolves.toEqual([TEST_CONFIG]);
    expect(seen[0]!.url).toBe(`${ACCESS_CONTROL_API}/clients/frontend`);
    expect(seen[0]!.key).toMatch(/^\d{16}$/);
  });

  it('sends module keys and accepts an array answer, one configuration per module', async () => {
    let query = '';
    routeFetch(async (request) => {
      query = new URL(request.url).search;
      const { key } = (await request.json()) as { key: string };
      return json([await seal(TEST_CONFIG, key), await seal(FORM_MODULE, key)]);
    });
    const configs = await exchangeConfig({ pk: 'mod_perfil,mod_beneficiarios', sk: 'a,b' });
    expect(configs).toEqual([TEST_CONFIG, FORM_MODULE]);
    expect(new URLSearchParams(query).get('module_pk')).toBe('mod_perfil,mod_beneficiarios');
    expect(new URLSearchParams(query).get('module_sk')).toBe('a,b');
  });

  it('rejects a tampered answer (the GCM tag does not match)', async () => {
    routeFetch(async (request) => {
      const { key } = (await request.json()) as { key: string };
      return json({ ...(await seal(TEST_CONFIG, key)), c: toBase64(new Uint8Array(16)) });
    });
    await expect(exchangeConfig()).rejects.toMatchObject({ name: 'OperationError' });
  });

  it('reads module keys from the portal URL', () => {
    expect(readModuleKeys('?module_pk=mod_perfil&module_sk=sk_perfil_2026')).toEqual({ pk: 'mod_perfil', sk: 'sk_perfil_2026' });
    expect(readModuleKeys('?module_pk=mod_perfil')).toBeUndefined();
  });
});

describe('loading the configuration', () => {
  it('stores it in the store', async () => {
    routeFetch(async (request) => json(await seal(TEST_CONFIG, ((await request.json()) as { key: string }).key)));
    await loadConfig();
    expect(store.getState().config).toMatchObject({ status: 'ready', value: TEST_CONFIG, error: null });
    expect(requireConfig()).toEqual(TEST_CONFIG);
  });

  it('on failure shows the error toast with the server text, keeps an error state, and a retry recovers', async () => {
    routeFetch(() => json({ error: 'forbidden', message: 'Módulo no autorizado.' }, 403));
    await expect(loadConfig({ pk: 'x', sk: 'y' })).resolves.toBeNull();
    expect(store.getState().toasts[0]).toMatchObject({ type: 'error', message: 'Módulo no autorizado.' });
    expect(store.getState().config).toMatchObject({ status: 'error', error: 'Módulo no autorizado.' });

    let query = '';
    routeFetch(async (request) => {
      query = new URL(request.url).search;
      return json(await seal(TEST_CONFIG, ((await request.json()) as { key: string }).key));
    });
    await retryConfig();
    expect(store.getState().config.status).toBe('ready');
    expect(query).toBe('?module_pk=x&module_sk=y');
  });

  it("says 'Internal Error' when there is no server text (network failure)", async () => {
    routeFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await loadConfig();
    expect(store.getState().toasts.at(-1)).toMatchObject({ type: 'error', message: 'Internal Error' });
  });
});
