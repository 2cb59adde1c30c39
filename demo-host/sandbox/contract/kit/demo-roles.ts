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
  'familia@demo.es': 'Titular',
};
