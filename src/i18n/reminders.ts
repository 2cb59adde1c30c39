// Avisos (from Mi Perfil): which notices a member receives and by which channel, and the unsubscribe page their links open.
// The kinds' and channels' keys are the API's (features/reminders/api/types.ts); the screen assigns these objects to
// Record<ReminderKind, string>, so a kind without its words fails the typecheck there.

const kinds = {
  appointment_24h: 'Recordatorio de cita 24 h antes',
  appointment_2h: 'Recordatorio de cita 2 h antes',
  payment_due: 'Aviso de cobro 3 días antes',
  payment_failed: 'Pago rechazado',
  pqr_answered: 'Respuesta a tu PQR',
  beneficiary_accepted: 'Beneficiario que acepta tu invitación',
};

const channels = { email: 'Correo', sms: 'SMS' };

type Kind = keyof typeof kinds;
type Channel = keyof typeof channels;

export const remindersTexts = {
  title: 'Avisos',
  subtitle: 'Elige qué avisos quieres recibir y por dónde. Solo te enviamos los que marques.',
  defaults: 'Si no cambias nada, te avisamos de todo por correo y no te enviamos SMS.',
  contact: (email: string, phone: string) =>
    `Correo: ${email || 'sin correo'} · SMS: ${phone || 'sin móvil'}. Puedes cambiarlos en Mi Perfil.`,
  loading: 'Cargando tus avisos',
  errorTitle: 'No hemos podido cargar tus avisos',
  kinds,
  channels,
  /** The visible column head and, with the kind, each checkbox's name: "Correo — Recordatorio de cita 24 h antes". */
  choiceLabel: (channel: Channel, kind: Kind) => `${channels[channel]} — ${kinds[kind]}`,
  kindHeader: 'Aviso',
  tableCaption: 'Avisos y canales',
  save: 'Guardar avisos',
  saving: 'Guardando tus avisos…',
  saved: 'Hemos guardado tus avisos.',
  saveFailed: 'No hemos podido guardar tus avisos. Inténtalo de nuevo.',
  unsaved: 'Tienes cambios sin guardar.',
  back: 'Volver a Mi Perfil',
  unsubscribe: {
    title: 'Baja de avisos',
    working: 'Estamos dando de baja estos avisos…',
    done: (kind: Kind, channel: Channel) => `Listo: ya no te enviaremos «${kinds[kind]}» por ${channel === 'email' ? 'correo' : 'SMS'}.`,
    already: 'Ya te habías dado de baja de estos avisos',
    alreadyHelp: 'No hemos cambiado nada: ese enlace ya se había usado.',
    invalid: 'Este enlace de baja no es válido',
    invalidHelp: 'Comprueba que lo has copiado entero del mensaje, o cambia tus avisos en Mi Perfil › Avisos.',
    missing: 'A este enlace le falta el código de baja',
    error: 'No hemos podido darte de baja',
    manage: 'Puedes elegir todos tus avisos en Mi Perfil › Avisos, después de entrar.',
    login: 'Entrar en el portal',
  },
};
