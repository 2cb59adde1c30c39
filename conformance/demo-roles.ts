// The role each demo account's token carries (docs/sandbox.md): against another server an example written for
// a demo account runs with the caller's test account of the same role.
export const DEMO_ROLE_OF: Record<string, string> = {
  'titular@demo.es': 'Titular',
  'nuevo@demo.es': 'Titular',
  'completo@demo.es': 'Titular',
  'corporativo@demo.es': 'Titular',
  'beneficiario@demo.es': 'Beneficiario',
  'mora@demo.es': 'Titular',
  'pendiente@demo.es': 'Titular',
  'validacion@demo.es': 'Titular',
  'oportunidad@demo.es': 'Titular',
  'vendedor@demo.es': 'Vendedor',
  'asesor@demo.es': 'Asesor',
  'vendedor2@demo.es': 'Vendedor',
  'familia@demo.es': 'Titular',
  // No person of their own: against another server, the test account whose token names no person (a caregiver).
  'cuidador@demo.es': '',
};

/**
 * The state an example's demo account is in, where it matters: against another server the test account of the
 * same role may not be in it, and a documented 409 (a conflict with the account's state) is then no mismatch.
 */
export const DEMO_STATE_OF: Record<string, string> = {
  'mora@demo.es': 'en mora (cuotas vencidas)',
  'pendiente@demo.es': 'con el primer pago pendiente',
  'validacion@demo.es': 'con un pago en validación',
  'oportunidad@demo.es': 'con la venta en negociación',
  'completo@demo.es': 'con el perfil completado',
  'corporativo@demo.es': 'con afiliación corporativa',
};
