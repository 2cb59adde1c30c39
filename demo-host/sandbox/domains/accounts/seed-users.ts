import type { User } from './state.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';

const user = (id: string, email: string, ...customerIds: string[]): User => ({ id, email, password: DEMO_PASSWORD, customerIds });

/** The fourteen demo logins of docs/sandbox.md, in its order. */
export function seedUsers(): User[] {
  return [
    user('usr-01', 'titular@demo.es', 'cus-1001'),
    user('usr-02', 'nuevo@demo.es', 'cus-1004'),
    user('usr-03', 'completo@demo.es', 'cus-1005'),
    user('usr-04', 'corporativo@demo.es', 'cus-1006'),
    user('usr-05', 'beneficiario@demo.es', 'cus-1002'),
    user('usr-06', 'mora@demo.es', 'cus-1007'),
    user('usr-07', 'pendiente@demo.es', 'cus-1008'),
    user('usr-08', 'validacion@demo.es', 'cus-1009'),
    user('usr-09', 'oportunidad@demo.es', 'cus-1010'),
    user('usr-10', 'vendedor@demo.es', 'cus-1011'),
    user('usr-11', 'asesor@demo.es', 'cus-1012'),
    user('usr-12', 'familia@demo.es', 'cus-1013', 'cus-1014'),
    user('usr-13', 'vendedor2@demo.es', 'cus-1016'),
    // No membership of their own: a caregiver of titular@ (caregivers/state.ts), acting for them after sign-in.
    user('usr-14', 'cuidador@demo.es'),
  ];
}
