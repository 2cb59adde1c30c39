// PQR: petitions, complaints, claims and suggestions, and their follow-up.
import { FORMAT_LOCALE } from './locale.ts';
import { pqrScreenName } from './support-routes.ts';

const mb = new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 1 });

export const pqrTexts = {
  title: 'Mis solicitudes (PQR)',
  intro: 'Peticiones, quejas, reclamos y sugerencias: preséntalas por escrito y sigue su estado hasta la respuesta.',
  screenName: pqrScreenName,
  newTitle: 'Nueva solicitud',
  newIntro: 'Cuéntanos qué necesitas. Te daremos un número de referencia para seguirla.',
  newAction: 'Nueva solicitud',
  back: 'Volver a mis solicitudes',
  listFetchError: 'No hemos podido cargar tus solicitudes.',
  listErrorTitle: 'No hemos podido cargar tus solicitudes',
  listLoading: 'Cargando tus solicitudes…',
  listLabel: 'Tus solicitudes',
  emptyTitle: 'Aún no has presentado ninguna solicitud',
  emptyMessage: 'Si algo no ha ido bien o tienes una propuesta, cuéntanoslo.',
  detailFetchError: 'No hemos podido cargar la solicitud.',
  detailErrorTitle: 'No hemos podido cargar la solicitud',
  detailLoading: 'Cargando la solicitud…',
  sendError: 'No hemos podido enviar tu solicitud. Lo que has escrito sigue aquí: vuelve a intentarlo.',
  refresh: 'Actualizar el estado',
  created: (reference: string) => `Hemos recibido tu solicitud. Tu número de referencia es ${reference}.`,
  createdTitle: 'Solicitud enviada',
  type: 'Tipo de solicitud',
  typePlaceholder: 'Elige el tipo',
  types: { peticion: 'Petición', queja: 'Queja', reclamo: 'Reclamo', sugerencia: 'Sugerencia' },
  subject: 'Asunto',
  subjectHint: 'Entre 5 y 120 caracteres.',
  description: 'Descripción',
  descriptionHint: 'Cuéntanos qué ha pasado, cuándo y dónde (entre 20 y 2000 caracteres).',
  contact: '¿Cómo prefieres que te contactemos?',
  contactPlaceholder: 'Elige una opción',
  contacts: { email: 'Correo electrónico', phone: 'Teléfono', whatsapp: 'WhatsApp' },
  attachment: 'Adjunto (opcional)',
  attachmentHint: 'PDF, JPG o PNG de hasta 5 MB.',
  attachmentType: 'El adjunto debe ser un PDF, JPG o PNG.',
  attachmentSize: 'El adjunto no puede pasar de 5 MB.',
  attachmentEmpty: 'El archivo está vacío.',
  attachmentChosen: (name: string, size: string) => `${name} (${size})`,
  chooseFile: 'Elegir archivo',
  removeAttachment: 'Quitar el adjunto',
  submit: 'Enviar solicitud',
  reference: 'Referencia',
  filedOn: (date: string) => `Presentada el ${date}`,
  status: 'Estado',
  statuses: { received: 'Recibida', in_progress: 'En trámite', answered: 'Respondida' },
  history: 'Seguimiento',
  answer: 'Respuesta',
  answeredOn: (date: string) => `Respondida el ${date}`,
  noAnswerYet: 'Todavía no hay respuesta. Te avisaremos por el medio que elegiste.',
  yourRequest: 'Tu solicitud',
  attached: 'Adjunto',
  contactBy: 'Contacto preferido',
  requiredField: 'Elige una opción.',
} as const;

/** 84211 -> "82 KB"; 2400000 -> "2,3 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb.format(bytes / (1024 * 1024))} MB`;
}
