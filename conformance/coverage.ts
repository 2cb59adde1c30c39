// Which documented operations a provider's server does not serve: the sandbox's test controls and the pages of
// its card gateway. Against another server the kit reports them as "no aplica", never as omitted checks.
import type { Operation } from '../contract/operation.ts';

export function sandboxOnlyReason(op: Operation): string | undefined {
  if (op.path.startsWith('/__sandbox/'))
    return 'solo del sandbox: un control de prueba (docs/sandbox.md), no una llamada del portal; el servidor del proveedor no lo tiene';
  if (op.path.startsWith('/gateway/'))
    return (
      'solo del sandbox: página de su pasarela de tarjeta, sustituta de la de Bold (docs/payments.md); en producción ' +
      'la sirve la pasarela de pago a la que lleva checkout_url, no el servidor del proveedor'
    );
  return undefined;
}
