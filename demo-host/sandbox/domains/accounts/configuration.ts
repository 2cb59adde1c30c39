import { OperationHandlers } from '../../bind.ts';
import type { Deps } from '../../env.ts';
import { invalidRequest, jsonError, notFound } from '../../errors.ts';
import { readJsonObject } from '../../json-body.ts';
import { sealConfiguration } from './config-cipher.ts';
import { modules, portalConfig, type ModuleConfig } from './seed-modules.ts';
import { icons } from './seed-icons.ts';
import { CLIENT_ID, CLIENT_SECRET } from '../../secrets.ts';

function configurationFor(module: ModuleConfig, origin: string, deps: Deps) {
  return {
    url: origin,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    UrlAPIOtp: `${origin}/otp`,
    formUrlBackend: origin,
    formId: module.formId,
    formWindowData: { title: module.title, icon: `${origin}/icons/${module.iconName}.svg` },
    parentOrigins: deps.opts.parentOrigins,
    // The host pages, and the card gateway this sandbox serves on its own origin: it refuses frames, so the
    // embedded portal asks its host to open it at the top level.
    topLevelOrigins: [...deps.opts.parentOrigins, origin],
  };
}

/** Resolves the comma-separated pk/sk pairs in order; undefined when any pair is wrong or the counts differ. */
function requestedModules(pk: string, sk: string): ModuleConfig[] | undefined {
  const pks = pk.split(',').map((s) => s.trim());
  const sks = sk.split(',').map((s) => s.trim());
  if (pks.length !== sks.length) return undefined;
  const found: ModuleConfig[] = [];
  for (const [i, id] of pks.entries()) {
    const module = Object.hasOwn(modules, id) ? modules[id] : undefined;
    if (!module || module.sk !== sks[i]) return undefined;
    found.push(module);
  }
  return found;
}

export function configurationRoutes(deps: Deps) {
  const app = new OperationHandlers();

  app.handle('postClientsFrontend', async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return invalidRequest(c, read.message);
    const { key } = read.body;
    if (typeof key !== 'string' || !/^\d{16}$/.test(key)) {
      return invalidRequest(c, 'La clave debe ser un texto de 16 dígitos.');
    }
    // Built from the origin the request reached, so any port and in-process hosts get usable URLs.
    const origin = new URL(c.req.url).origin;
    const pk = c.req.query('module_pk');
    const sk = c.req.query('module_sk');
    if (pk === undefined && sk === undefined) return c.json(sealConfiguration(key, configurationFor(portalConfig, origin, deps)));
    const wanted = requestedModules(pk ?? '', sk ?? '');
    if (!wanted) return jsonError(c, 403, 'invalid_module', 'El módulo solicitado no existe o su clave no es correcta.');
    const sealed = wanted.map((module) => sealConfiguration(key, configurationFor(module, origin, deps)));
    return c.json(sealed.length === 1 ? sealed[0] : sealed);
  });

  app.handle('getIconsFile', (c) => {
    const name = /^([a-z]+)\.svg$/.exec(c.req.param().file)?.[1];
    const icon = name && Object.hasOwn(icons, name) ? icons[name] : undefined;
    if (!icon) return notFound(c, 'No existe ese icono.');
    return c.body(icon, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
  });

  return app;
}
