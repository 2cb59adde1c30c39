// What each demo account of docs/sandbox.md must see in the shell, derived from the spec's side-menu table
// (section 2), its home-alert rules (section 4) and the sandbox's seeded people.

export interface ExpectedAlert {
  /** danger alerts interrupt (role="alert"); the others wait their turn (role="status"). */
  role: 'alert' | 'status';
  title: string;
  message: string;
  button?: { label: string; href: string };
  closable: boolean;
}

export interface AccountExpectation {
  email: string;
  /** The person to pick on /auth/switch, for the one login with two. */
  as?: string;
  /** The menu's module links, in order: title and route. */
  menu: [title: string, route: string][];
  alerts: ExpectedAlert[];
  /** "first_name first_lastname". */
  toolbarName: string;
  /** Whether the toolbar name links to the profile (titular, titular-corporativo and beneficiario only). */
  toolbarLink: boolean;
}

const citas: [string, string] = ['Citas médicas', '/home/citas/agendar'];
const soporte: [string, string] = ['Ayuda y soporte', '/home/support/questions'];
const pagos: [string, string] = ['Mis Pagos', '/home/myPayments'];
const perfil: [string, string] = ['Mi Perfil', '/home/pacientes'];
const carne: [string, string] = ['Carné de afiliación', '/home/carne'];
const historia: [string, string] = ['Historia clinica', '/home/medical-record/medical-history'];
const suscripcion: [string, string] = ['Mi suscripción', '/home/subscription/resumen'];
const aliados: [string, string] = ['Aliados y Ofertas', '/home/benefits'];
const sedes: [string, string] = ['Sedes', '/home/headquarters'];

const holderMenu = [citas, soporte, pagos, perfil, carne, historia, suscripcion, aliados, sedes];
const corporateMenu = holderMenu.filter((entry) => entry !== pagos);
const beneficiaryMenu = holderMenu.filter((entry) => entry !== suscripcion);

const PAY = '/home/payments/client';

const active: ExpectedAlert = {
  role: 'status',
  title: '¡Tu cuenta está activa!',
  message: 'Completa tu perfil para aprovechar todos los servicios de tu plan.',
  button: { label: 'Ver servicios', href: '/home/benefits' },
  closable: true,
};
const invite: ExpectedAlert = {
  role: 'status',
  title: 'Invita a tus beneficiarios',
  message: 'Tu plan te permite añadir a tu familia. Invítalos para que disfruten de los mismos servicios.',
  button: { label: 'Invitar beneficiarios', href: '/home/subscription/resumen' },
  closable: true,
};
const completed: ExpectedAlert = {
  role: 'status',
  title: 'Completa tu perfil de salud',
  message: 'Tus datos de afiliación están completos. Revisa tu perfil y añade tu información de salud para una mejor atención.',
  button: { label: 'Ir a mi perfil', href: '/home/pacientes' },
  closable: true,
};
const enMora: ExpectedAlert = {
  role: 'alert',
  title: 'Tu suscripción tiene pagos pendientes',
  message: 'Los servicios están en pausa hasta que pagues tu suscripción. Ponte al día para volver a usarlos.',
  button: { label: 'Pagar suscripción', href: PAY },
  closable: true,
};
const paymentPending: ExpectedAlert = {
  role: 'alert',
  title: 'Tienes un pago pendiente',
  message: 'Para activar tu suscripción y empezar a usar los servicios, completa el pago.',
  button: { label: 'Pagar ahora', href: PAY },
  closable: false,
};
const paymentValidation: ExpectedAlert = {
  role: 'status',
  title: 'Pago en validación',
  message: 'Hemos recibido tu pago y lo estamos validando. Tu cuenta se activará en cuanto se confirme.',
  closable: true,
};
const stagePending: ExpectedAlert = {
  role: 'status',
  title: 'Tu afiliación está en trámite',
  message: 'Tu asesor está terminando de preparar tu plan. Te avisaremos cuando puedas usar todos los servicios.',
  closable: true,
};

export const accountExpectations: AccountExpectation[] = [
  { email: 'titular@demo.es', menu: holderMenu, alerts: [active], toolbarName: 'Lucía Martín', toolbarLink: true },
  { email: 'nuevo@demo.es', menu: holderMenu, alerts: [active, invite], toolbarName: 'Alejandro Navarro', toolbarLink: true },
  // Profile form COMPLETED: the Completed alert replaces the Active one; no beneficiaries yet, so the nudge too.
  { email: 'completo@demo.es', menu: holderMenu, alerts: [completed, invite], toolbarName: 'Carmen Delgado', toolbarLink: true },
  { email: 'corporativo@demo.es', menu: corporateMenu, alerts: [active, invite], toolbarName: 'Miguel Serrano', toolbarLink: true },
  // Not a holder: no invitation nudge.
  { email: 'beneficiario@demo.es', menu: beneficiaryMenu, alerts: [active], toolbarName: 'Javier Ortega', toolbarLink: true },
  // In arrears: every module closed, and no nudge towards the (closed) subscription screen.
  { email: 'mora@demo.es', menu: [], alerts: [enMora], toolbarName: 'Rocío Herrera', toolbarLink: true },
  { email: 'pendiente@demo.es', menu: holderMenu, alerts: [paymentPending, invite], toolbarName: 'Sergio Vidal', toolbarLink: true },
  { email: 'validacion@demo.es', menu: holderMenu, alerts: [paymentValidation, invite], toolbarName: 'Elena Moreno', toolbarLink: true },
  // Stage 'negotiation': the stage is the shown status, every module waits for 'win'.
  { email: 'oportunidad@demo.es', menu: [], alerts: [stagePending], toolbarName: 'David Iglesias', toolbarLink: true },
  {
    email: 'vendedor@demo.es',
    menu: [['Resumen de ventas', '/home/mySales/advisorSummary']],
    alerts: [],
    toolbarName: 'Marta Cano',
    toolbarLink: false,
  },
  { email: 'asesor@demo.es', menu: [['Clientes', '/home/mySales/admin']], alerts: [], toolbarName: 'Jorge Pascual', toolbarLink: false },
  // Holder of one plan (no beneficiaries of her own) and beneficiary in another: entering as the holder.
  { email: 'familia@demo.es', as: 'Titular', menu: holderMenu, alerts: [active, invite], toolbarName: 'Ana Vázquez', toolbarLink: true },
];
