// Which documented operations a provider's server does not serve: the sandbox's test controls and the pages of
// its card gateway (contract/audience.ts). Against another server the kit reports them as "no aplica", never as
// omitted checks.
import { sandboxOnly } from '../contract/audience.ts';
import type { Operation } from '../contract/operation.ts';

const REASONS = {
  control: 'solo del sandbox: un control de prueba (docs/sandbox.md), no una llamada del portal; el servidor del proveedor no lo tiene',
  gateway:
    'solo del sandbox: página de su pasarela de tarjeta, sustituta de la de Bold (docs/payments.md); en producción ' +
    'la sirve la pasarela de pago a la que lleva checkout_url, no el servidor del proveedor',
} as const;

export function sandboxOnlyReason(op: Operation): string | undefined {
  const kind = sandboxOnly(op);
  return kind && REASONS[kind];
}
