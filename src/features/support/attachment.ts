// The attachment's checks before it leaves the device (the sandbox repeats them), and its base64 for the body.
import { PQR_ATTACHMENT_MAX_BYTES, PQR_ATTACHMENT_TYPES } from '../../core/constants.ts';
import { pqrTexts as t } from '../../i18n/support-pqr.ts';

const BY_EXTENSION: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** Some systems give no MIME type; the extension then decides. */
export function contentTypeOf(file: { name: string; type: string }): string {
  return file.type || BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
}

/** The Spanish reason the file cannot be sent, or undefined. */
export function attachmentError(file: { name: string; type: string; size: number }): string | undefined {
  if (!(PQR_ATTACHMENT_TYPES as readonly string[]).includes(contentTypeOf(file))) return t.attachmentType;
  if (file.size === 0) return t.attachmentEmpty;
  if (file.size > PQR_ATTACHMENT_MAX_BYTES) return t.attachmentSize;
  return undefined;
}

export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader'));
    reader.readAsDataURL(file);
  });
}
