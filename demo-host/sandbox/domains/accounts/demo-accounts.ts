// The demo logins as people read them (docs/sandbox.md), for `npm start`'s banner and for tests that loop over accounts.
import { OTP_CODE } from '../../secrets.ts';

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_OTP = OTP_CODE;

export interface DemoAccount {
  username: string;
  summary: string;
}

export const demoAccounts: DemoAccount[] = [
  { username: 'titular@demo.es', summary: 'Titular, pago al día, perfil pendiente, con beneficiarios' },
  { username: 'nuevo@demo.es', summary: 'Titular, pago al día, perfil pendiente, sin beneficiarios' },
  { username: 'completo@demo.es', summary: 'Titular, perfil completado' },
  { username: 'corporativo@demo.es', summary: 'Titular con afiliación CORPORATIVO' },
  { username: 'beneficiario@demo.es', summary: 'Beneficiario de titular@demo.es' },
  { username: 'mora@demo.es', summary: 'Titular con el pago en mora' },
  { username: 'pendiente@demo.es', summary: 'Titular con el pago pendiente' },
  { username: 'validacion@demo.es', summary: 'Titular con el pago en validación' },
  { username: 'oportunidad@demo.es', summary: 'Titular con la venta en negociación' },
  { username: 'vendedor@demo.es', summary: 'Vendedor' },
  { username: 'asesor@demo.es', summary: 'Asesor' },
  { username: 'familia@demo.es', summary: 'Titular de un plan y beneficiaria de otro (elige persona)' },
  { username: 'vendedor2@demo.es', summary: 'Vendedor de otro asesor (no ve los clientes de vendedor@demo.es)' },
  { username: 'cuidador@demo.es', summary: 'Cuidador de titular@demo.es (citas e historia clínica), sin afiliación propia' },
];
