// The checks on a new PQR (POST /pqrs). The attachment travels as base64 inside the JSON body: the portal's
// http client speaks JSON, and 5 MB of file is about 6.7 MB of base64, well within what the server accepts.
import { isNonEmptyString, isObject, type JsonObject } from '../../json-body.ts';
import {
  CONTACT_PREFERENCES,
  PQR_MAX_ATTACHMENT_BYTES,
  PQR_TYPES,
  type ContactPreference,
  type PqrAttachment,
  type PqrType,
} from '../../../../contract/member-services/schemas.ts';

/** The first bytes each accepted type starts with: a renamed .exe is not a PDF. */
const SIGNATURES: Record<PqrAttachment['content_type'], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47],
};

export interface PqrFields {
  type: PqrType;
  subject: string;
  description: string;
  contact_preference: ContactPreference;
  attachment: PqrAttachment | null;
}

type Result = { ok: true; fields: PqrFields } | { ok: false; errors: Record<string, string> };

function readAttachment(value: unknown, errors: Record<string, string>): PqrAttachment | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value) || !isNonEmptyString(value.file_name) || typeof value.data !== 'string') {
    errors.attachment = 'El adjunto necesita file_name, content_type y data (base64).';
    return null;
  }
  const type = value.content_type as PqrAttachment['content_type'];
  if (!Object.hasOwn(SIGNATURES, type)) {
    errors.attachment = 'El adjunto debe ser un PDF, JPG o PNG.';
    return null;
  }
  const bytes = Buffer.from(value.data, 'base64');
  if (bytes.length === 0) errors.attachment = 'El adjunto está vacío.';
  else if (bytes.length > PQR_MAX_ATTACHMENT_BYTES) errors.attachment = 'El adjunto no puede pasar de 5 MB.';
  else if (!SIGNATURES[type].every((byte, i) => bytes[i] === byte))
    errors.attachment = 'El contenido del adjunto no corresponde a un PDF, JPG o PNG.';
  return errors.attachment ? null : { file_name: value.file_name.trim().slice(0, 120), content_type: type, size_bytes: bytes.length };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function readPqrInput(body: JsonObject): Result {
  const errors: Record<string, string> = {};
  const type = body.type as PqrType;
  if (!(PQR_TYPES as readonly string[]).includes(type)) errors.type = 'Elige el tipo: petición, queja, reclamo o sugerencia.';
  const subject = text(body.subject);
  if (subject.length < 5 || subject.length > 120) errors.subject = 'El asunto debe tener entre 5 y 120 caracteres.';
  const description = text(body.description);
  if (description.length < 20 || description.length > 2000) errors.description = 'La descripción debe tener entre 20 y 2000 caracteres.';
  const contact = body.contact_preference as ContactPreference;
  if (!(CONTACT_PREFERENCES as readonly string[]).includes(contact)) errors.contact_preference = 'Elige cómo prefieres que te contactemos.';
  const attachment = readAttachment(body.attachment, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, fields: { type, subject, description, contact_preference: contact, attachment } };
}
