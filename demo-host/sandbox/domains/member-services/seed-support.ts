import type { ContactChannels, Faq } from '../../../../contract/member-services/schemas.ts';

const topics = {
  cuenta: { code: 'cuenta', name: 'Tu cuenta y acceso' },
  pagos: { code: 'pagos', name: 'Pagos y suscripción' },
  citas: { code: 'citas', name: 'Citas médicas' },
  beneficiarios: { code: 'beneficiarios', name: 'Beneficiarios' },
  sedes: { code: 'sedes', name: 'Sedes y aliados' },
};

const faq = (id: string, topic: keyof typeof topics, question: string, answer: string): Faq => ({
  id,
  topic: topics[topic],
  question,
  answer,
});

/** The help centre's questions, grouped by topic in this order. */
export function seedFaqs(): Faq[] {
  return [
    faq(
      'faq-01',
      'cuenta',
      '¿Cómo cambio mi contraseña?',
      'Cierra la sesión y pulsa «¿Has olvidado tu contraseña?» en la pantalla de acceso. Te enviaremos un enlace a tu correo electrónico para crear una nueva.',
    ),
    faq(
      'faq-02',
      'cuenta',
      '¿Puedo usar el portal desde el móvil?',
      'Sí. El portal funciona en cualquier navegador y puedes instalarlo como aplicación desde el menú con «Instalar aplicación».',
    ),
    faq(
      'faq-03',
      'cuenta',
      '¿Cómo actualizo mis datos personales?',
      'Entra en «Mi Perfil», revisa tus datos y guarda los cambios. El documento de identidad solo lo puede cambiar atención al afiliado.',
    ),
    faq(
      'faq-04',
      'pagos',
      '¿Qué métodos de pago aceptáis?',
      'Tarjeta de débito o crédito en línea, domiciliación bancaria y pago en el mostrador de las sedes que lo admiten.',
    ),
    faq(
      'faq-05',
      'pagos',
      '¿Qué pasa si un recibo queda sin pagar?',
      'Tu cuenta pasa a estar en mora y los servicios quedan en pausa hasta que pagues. Puedes ponerte al día desde «Mis Pagos».',
    ),
    faq(
      'faq-06',
      'pagos',
      '¿Cómo descargo una factura?',
      'En «Mis Pagos» encontrarás cada recibo pagado con su justificante para descargar en PDF.',
    ),
    faq(
      'faq-07',
      'citas',
      '¿Cómo pido una cita médica?',
      'Entra en «Citas médicas», elige la especialidad, la sede o la videoconsulta y el hueco que prefieras. Recibirás la confirmación por correo.',
    ),
    faq(
      'faq-08',
      'citas',
      '¿Cómo cancelo o cambio una cita?',
      'Desde «Citas médicas» puedes cancelar o cambiar una cita hasta 24 horas antes sin ningún coste.',
    ),
    faq(
      'faq-09',
      'citas',
      '¿Qué necesito para una videoconsulta?',
      'Un móvil u ordenador con cámara y micrófono y buena conexión. Te enviaremos el enlace 15 minutos antes de la hora.',
    ),
    faq(
      'faq-10',
      'beneficiarios',
      '¿A quién puedo añadir como beneficiario?',
      'A tu cónyuge o pareja de hecho, hijos, padres y hermanos, hasta el máximo de beneficiarios de tu plan.',
    ),
    faq(
      'faq-11',
      'beneficiarios',
      '¿Mi beneficiario necesita su propia cuenta?',
      'Los mayores de 14 años reciben una invitación por correo para crear su acceso; los menores se gestionan desde la cuenta del titular.',
    ),
    faq(
      'faq-12',
      'sedes',
      '¿Dónde están vuestras sedes?',
      'Tenemos sedes en Madrid, Barcelona, Valencia, Sevilla, Bilbao y Málaga. En «Sedes» verás la dirección, el horario y cómo llegar.',
    ),
    faq(
      'faq-13',
      'sedes',
      '¿Cómo uso un descuento de un aliado?',
      'En «Aliados y Ofertas» elige la oferta, copia o enseña su código y sigue las indicaciones de «Cómo usarla».',
    ),
  ];
}

export function seedContactChannels(): ContactChannels {
  return {
    phone: '+34910608090',
    email: 'ayuda@portalafiliados.es',
    whatsapp: '+34611204060',
    hours: [
      { days: 'De lunes a viernes', opens: '08:00', closes: '21:00' },
      { days: 'Sábados', opens: '09:00', closes: '14:00' },
    ],
    emergency_phone: '112',
  };
}
