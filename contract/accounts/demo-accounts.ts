// The demo accounts, in one table: the examples of the contract run as them (Example.account), the sandbox seeds
// its logins from it (demo-host/sandbox/domains/accounts/seed-users.ts), the conformance kit reads each one's role
// and state (against another server an example runs with the caller's test account of the same role), and
// `npm start` lists them. docs/sandbox.md describes each person; a unit test keeps its table in this order.
// Its password and OTP are the sandbox's (demo-host/sandbox/domains/accounts/demo-accounts.ts), not the contract's.
import type { Role } from './schemas.ts';

export interface DemoAccount {
  username: string;
  /** The login's id in the sandbox, and the persons (customer ids) it acts as, the first one by default. */
  userId: string;
  /** None for a caregiver with no membership of their own (docs/caregivers.md): they act for those who granted. */
  customerIds: string[];
  /** The role its token's first person carries; none where the token names no person (the caregiver). */
  role?: Role;
  /** What it is, as `npm start` lists it. */
  summary: string;
  /**
   * The state it is in, where an example depends on it: against another server the test account of the same role
   * may not be in it, and a documented 409 (a conflict with the account's state) is then no mismatch.
   */
  state?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'titular@demo.es',
    userId: 'usr-01',
    customerIds: ['cus-1001'],
    role: 'Titular',
    summary: 'Titular, pago al día, perfil pendiente, con beneficiarios',
  },
  {
    username: 'nuevo@demo.es',
    userId: 'usr-02',
    customerIds: ['cus-1004'],
    role: 'Titular',
    summary: 'Titular, pago al día, perfil pendiente, sin beneficiarios',
  },
  {
    username: 'completo@demo.es',
    userId: 'usr-03',
    customerIds: ['cus-1005'],
    role: 'Titular',
    summary: 'Titular, perfil completado',
    state: 'con el perfil completado',
  },
  {
    username: 'corporativo@demo.es',
    userId: 'usr-04',
    customerIds: ['cus-1006'],
    role: 'Titular',
    summary: 'Titular con afiliación CORPORATIVO',
    state: 'con afiliación corporativa',
  },
  {
    username: 'beneficiario@demo.es',
    userId: 'usr-05',
    customerIds: ['cus-1002'],
    role: 'Beneficiario',
    summary: 'Beneficiario de titular@demo.es',
  },
  {
    username: 'mora@demo.es',
    userId: 'usr-06',
    customerIds: ['cus-1007'],
    role: 'Titular',
    summary: 'Titular con el pago en mora',
    state: 'en mora (cuotas vencidas)',
  },
  {
    username: 'pendiente@demo.es',
    userId: 'usr-07',
    customerIds: ['cus-1008'],
    role: 'Titular',
    summary: 'Titular con el pago pendiente',
    state: 'con el primer pago pendiente',
  },
  {
    username: 'validacion@demo.es',
    userId: 'usr-08',
    customerIds: ['cus-1009'],
    role: 'Titular',
    summary: 'Titular con el pago en validación',
    state: 'con un pago en validación',
  },
  {
    username: 'oportunidad@demo.es',
    userId: 'usr-09',
    customerIds: ['cus-1010'],
    role: 'Titular',
    summary: 'Titular con la venta en negociación',
    state: 'con la venta en negociación',
  },
  { username: 'vendedor@demo.es', userId: 'usr-10', customerIds: ['cus-1011'], role: 'Vendedor', summary: 'Vendedor' },
  { username: 'asesor@demo.es', userId: 'usr-11', customerIds: ['cus-1012'], role: 'Asesor', summary: 'Asesor' },
  {
    username: 'familia@demo.es',
    userId: 'usr-12',
    customerIds: ['cus-1013', 'cus-1014'],
    role: 'Titular',
    summary: 'Titular de un plan y beneficiaria de otro (elige persona)',
  },
  // A seller of another advisor (ase-02), for the kit's cross-advisor authorization probes (issue 28).
  {
    username: 'otrovendedor@demo.es',
    userId: 'usr-13',
    customerIds: ['cus-1016'],
    role: 'Vendedor',
    summary: 'Vendedor de otro asesor (no ve los clientes de vendedor@demo.es)',
  },
  // A caregiver of titular@ (citas e historia clínica), no membership of their own (issue 31, caregivers/state.ts).
  {
    username: 'cuidador@demo.es',
    userId: 'usr-14',
    customerIds: [],
    summary: 'Cuidador de titular@demo.es (citas e historia clínica), sin afiliación propia',
  },
  // A second holder, on another plan than titular@'s (Plan Familiar Plus; titular@'s is Plan Familiar), and her
  // beneficiary: with titular@ and beneficiario@, the kit's two holders and a beneficiary of each, so each
  // beneficiary is probed on the other's objects and the other's holder's (issue 28, docs/contract.md).
  {
    username: 'otrotitular@demo.es',
    userId: 'usr-15',
    customerIds: ['cus-1017'],
    role: 'Titular',
    summary: 'Titular del Plan Familiar Plus, con un beneficiario (otrobeneficiario@demo.es)',
  },
  {
    username: 'otrobeneficiario@demo.es',
    userId: 'usr-16',
    customerIds: ['cus-1018'],
    role: 'Beneficiario',
    summary: 'Beneficiario de otrotitular@demo.es (no ve nada de titular@demo.es ni de beneficiario@demo.es)',
  },
];

/** The demo account of that username; undefined for any other (a provider's test account). */
export const demoAccount = (username: string): DemoAccount | undefined => DEMO_ACCOUNTS.find((account) => account.username === username);
