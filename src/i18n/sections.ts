// Title and introduction of each screen of the route table (docs/specification.md, section 2). Screens whose full content
// belongs to a later roadmap issue show these while they are built.
export interface SectionText {
  title: string;
  intro: string;
}

export const sections = {
  citas: { title: 'Citas médicas', intro: 'Pide cita con tu médico, consulta tus próximas citas y cancélalas si no puedes acudir.' },
  support: { title: 'Ayuda y soporte', intro: 'Resuelve tus dudas con las preguntas frecuentes o escríbenos y te respondemos lo antes posible.' },
  pacientes: { title: 'Mi Perfil', intro: 'Tus datos personales y de contacto, y la información de salud que compartes con tu médico.' },
  carne: { title: 'Carné de afiliación', intro: 'Tu carné digital: muéstralo en recepción para identificarte en cualquiera de nuestras sedes.' },
  medicalRecord: { title: 'Historia clínica', intro: 'Consulta tus consultas, diagnósticos y tratamientos anteriores.' },
  subscription: { title: 'Mi suscripción', intro: 'Tu plan, sus beneficiarios, el próximo cobro y las opciones para mejorarlo.' },
  upgradeSubscription: { title: 'Mejora tu plan', intro: 'Pasa a un plan con más coberturas sin perder tu antigüedad.' },
  extendedSubscription: { title: 'Amplía tu suscripción', intro: 'Añade servicios complementarios a tu plan actual.' },
  benefits: { title: 'Aliados y Ofertas', intro: 'Descuentos y ventajas de nuestros aliados por ser afiliado.' },
  pqr: { title: 'Peticiones, quejas y reclamaciones', intro: 'Cuéntanos qué ha pasado y haremos el seguimiento de tu caso.' },
  paymentApproval: { title: 'Pago aprobado', intro: 'Hemos recibido tu pago. Gracias por mantener tu suscripción al día.' },
  paymentRejected: { title: 'Pago rechazado', intro: 'Tu banco no ha autorizado el pago. Puedes intentarlo de nuevo o elegir otro medio de pago.' },
  mySales: { title: 'Mis ventas', intro: 'El resumen de tus ventas y el estado de cada afiliación.' },
  paymentMethod: { title: 'Medio de pago', intro: 'Elige cómo quieres pagar tu suscripción.' },
  payments: { title: 'Pagar suscripción', intro: 'Paga tu suscripción de forma segura con tarjeta o en una de nuestras sedes.' },
  headquarters: { title: 'Sedes', intro: 'Encuentra la sede más cercana, su dirección y su horario.' },
  registerSale: { title: 'Registrar venta', intro: 'Da de alta una nueva afiliación para un cliente.' },
  sitePayment: { title: 'Pago en sede', intro: 'Registra un pago recibido en una sede.' },
  paymentAgreements: { title: 'Acuerdos de pago', intro: 'Planes de pago acordados con el cliente.' },
  paymentBold: { title: 'Pago con tarjeta', intro: 'Pago seguro con tarjeta a través de nuestra pasarela.' },
  registeredSale: { title: 'Venta registrada', intro: 'La venta se ha registrado correctamente.' },
  customerInformation: { title: 'Información del cliente', intro: 'Datos de afiliación y pagos del cliente.' },
  paymentSite: { title: 'Pago en sede', intro: 'Elige la sede donde el cliente realizará el pago.' },
  paymentCash: { title: 'Pago en efectivo', intro: 'Registra un pago recibido en efectivo.' },
  paymentPOS: { title: 'Pago con datáfono', intro: 'Registra un pago recibido con datáfono.' },
  registeredPayment: { title: 'Pago registrado', intro: 'El pago se ha registrado correctamente.' },
  myPayments: { title: 'Mis Pagos', intro: 'Tus recibos y pagos realizados, y el estado de cada uno.' },
  paymentPending: { title: 'Pago pendiente', intro: 'Tu pago está pendiente de confirmación. Te avisaremos por correo electrónico en cuanto se confirme.' },
} satisfies Record<string, SectionText>;

export type SectionKey = keyof typeof sections;

export const sectionNav = {
  backHome: 'Volver al inicio',
  login: 'Iniciar sesión',
} as const;
