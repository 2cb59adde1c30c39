// The home screen: payment-status alerts (docs/specification.md, section 4), access notices and the greeting.
export const homeAlertTexts = {
  paymentPending: {
    title: 'Tienes un pago pendiente',
    message: 'Para activar tu suscripción y empezar a usar los servicios, completa el pago.',
    buttonTitle: 'Pagar ahora',
  },
  paymentValidation: {
    title: 'Pago en validación',
    message: 'Hemos recibido tu pago y lo estamos validando. Tu cuenta se activará en cuanto se confirme.',
  },
  enMora: {
    title: 'Tu suscripción tiene pagos pendientes',
    message: 'Los servicios están en pausa hasta que pagues tu suscripción. Ponte al día para volver a usarlos.',
    buttonTitle: 'Pagar suscripción',
  },
  active: {
    title: '¡Tu cuenta está activa!',
    message: 'Completa tu perfil para aprovechar todos los servicios de tu plan.',
    buttonTitle: 'Ver servicios',
  },
  completed: {
    title: 'Completa tu perfil de salud',
    message: 'Tus datos de afiliación están completos. Revisa tu perfil y añade tu información de salud para una mejor atención.',
    buttonTitle: 'Ir a mi perfil',
  },
  inviteBeneficiary: {
    title: 'Invita a tus beneficiarios',
    message: 'Tu plan te permite añadir a tu familia. Invítalos para que disfruten de los mismos servicios.',
    buttonTitle: 'Invitar beneficiarios',
  },
  stagePending: {
    title: 'Tu afiliación está en trámite',
    message: 'Tu asesor está terminando de preparar tu plan. Te avisaremos cuando puedas usar todos los servicios.',
  },
} as const;

export const accessTexts = {
  role: (module: string) => `«${module}» no está disponible para tu tipo de cuenta.`,
  mora: (module: string) => `Para entrar en «${module}» primero tienes que ponerte al día con el pago de tu suscripción.`,
  stage: (module: string) => `«${module}» estará disponible cuando tu afiliación esté activa.`,
  // A caregiver acting for someone (issue 31): the grant does not open it.
  caregiver: (module: string) => `No tienes acceso a «${module}»: la persona a la que ayudas no te lo ha dado.`,
  title: 'No puedes entrar en esa sección',
} as const;

export const homeTexts = {
  title: 'Inicio',
  greeting: (name: string) => `Hola, ${name}`,
  /** A caregiver acting for someone (issue 31) is not that person: what home offers is for them. */
  actingGreeting: (name: string) => `Esto es lo que puedes hacer por ${name}`,
  subtitle: '¿Qué quieres hacer hoy?',
  shortcuts: 'Tus servicios',
  noShortcutsTitle: 'Tus servicios aparecerán aquí',
  noShortcutsMessage: 'En cuanto tu afiliación esté al día podrás pedir citas, ver tu carné y mucho más.',
} as const;
