// Read at boot by code that must stay small (the first bundle), so it lives apart from the exchange.
import type { ModuleKeys } from './config-exchange.ts';

/** `?module_pk=..&module_sk=..` on the portal's URL: the form-module context of docs/design.md, section 1. */
export function readModuleKeys(search: string = window.location.search): ModuleKeys | undefined {
  const params = new URLSearchParams(search);
  const pk = params.get('module_pk');
  const sk = params.get('module_sk');
  return pk && sk ? { pk, sk } : undefined;
}
