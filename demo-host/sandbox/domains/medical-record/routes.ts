import { OperationHandlers } from '../../bind.ts';
import type { Context } from 'hono';
import type { Deps, SandboxEnv } from '../../env.ts';
import { jsonError, notFound, validationError } from '../../errors.ts';
import { newCapabilityToken } from '../../capability-token.ts';
import { careState } from '../appointments/state.ts';
import { careForbidden } from '../appointments/access.ts';
import { patientsOf } from '../appointments/patients.ts';
import { resultPdf } from './result-document.ts';
import { DOWNLOAD_LINK_SECONDS } from '../appointments/rules.ts';
import { madridWallTime } from '../appointments/madrid-time.ts';
import type { EntryType, MedicalEntry } from '../../../../contract/medical-record/schemas.ts';

type Ctx = Context<SandboxEnv>;
const TYPES: EntryType[] = ['consulta', 'receta', 'resultado'];
const yearOf = (entry: MedicalEntry) => madridWallTime(Date.parse(entry.date)).date.slice(0, 4);

export function medicalRecordRoutes(deps: Deps) {
  const app = new OperationHandlers();
  const now = () => deps.opts.now();

  /** Whose history: only the bearer's own profiles, never a beneficiary's (docs/medical-record.md). */
  const ownIds = (c: Ctx): string[] | Response =>
    careForbidden(c, deps) ??
    patientsOf(c.get('bearer'), deps.store)
      .filter((p) => p.self)
      .map((p) => p.id);

  const ownEntry = (c: Ctx): MedicalEntry | Response => {
    const ids = ownIds(c);
    if (ids instanceof Response) return ids;
    const entry = careState(deps).entries.find((e) => e.id === c.req.param().id);
    return entry && ids.includes(entry.patient_id) ? entry : notFound(c, 'No existe ese registro en tu historia clínica.');
  };

  app.handle('getMedicalRecordEntries', (c) => {
    const ids = ownIds(c);
    if (ids instanceof Response) return ids;
    const patientId = c.req.query('patient_id') ?? '';
    if (!patientId) return validationError(c, { patient_id: 'Indica de quién es la historia clínica.' });
    if (!ids.includes(patientId)) return jsonError(c, 403, 'forbidden', 'Solo puedes ver tu propia historia clínica.');
    const { type, year, speciality } = c.req.query();
    if (type && !TYPES.includes(type as EntryType)) return validationError(c, { type: 'Usa consulta, receta o resultado.' });
    if (year && !/^\d{4}$/.test(year)) return validationError(c, { year: 'Indica el año con cuatro cifras.' });
    const own = careState(deps).entries.filter((e) => e.patient_id === patientId);
    const items = own.filter(
      (e) => (!type || e.type === type) && (!year || yearOf(e) === year) && (!speciality || e.speciality.code === speciality),
    );
    const specialities = [...new Map(own.map((e) => [e.speciality.code, e.speciality])).values()].sort((a, b) =>
      a.name.localeCompare(b.name, 'es'),
    );
    const years = [...new Set(own.map(yearOf))].sort().reverse();
    return c.json({ items, filters: { types: TYPES.filter((t) => own.some((e) => e.type === t)), years, specialities } });
  });

  app.handle('getMedicalRecordEntriesId', (c) => {
    const entry = ownEntry(c);
    return entry instanceof Response ? entry : c.json(entry);
  });

  app.handle('postMedicalRecordEntriesIdDocumentLink', (c) => {
    const entry = ownEntry(c);
    if (entry instanceof Response) return entry;
    if (!entry.document) return notFound(c, 'Este registro no tiene ningún documento para descargar.');
    const token = newCapabilityToken();
    const expiresAt = now() + DOWNLOAD_LINK_SECONDS * 1000;
    careState(deps).links.set(token, { entryId: entry.id, expiresAt });
    const url = `${new URL(c.req.url).origin}/medical-record/documents/${token}`;
    return c.json({ url, filename: entry.document.filename, expires_at: new Date(expiresAt).toISOString() }, 201);
  });

  // Public on purpose: a browser download (an <a download> the portal clicks, or a new tab) cannot send a bearer
  // header, so the link is the key. Hence a key that opens once and for minutes: the first download spends it, so a
  // link copied from the history, a log or a shared screen later gives nothing (issue 28: reusable until expiry).
  // Everything else of the record is bound to the member by the bearer like any object (docs/contract.md).
  app.handle('getMedicalRecordDocumentsToken', (c) => {
    const state = careState(deps);
    const token = c.req.param().token;
    const link = state.links.get(token);
    state.links.delete(token);
    const entry = link && link.expiresAt > now() ? state.entries.find((e) => e.id === link.entryId) : undefined;
    if (!entry?.document)
      return jsonError(c, 410, 'link_expired', 'El enlace de descarga ha caducado. Vuelve a pedir el documento desde tu historia clínica.');
    const person = deps.store.customer(entry.patient_id) ?? deps.store.beneficiary(entry.patient_id);
    const name = person ? `${person.first_name} ${person.first_lastname}` : entry.patient_id;
    return c.body(resultPdf(entry, name), 200, {
      'content-type': entry.document.content_type,
      'content-disposition': `attachment; filename="${entry.document.filename}"`,
      'cache-control': 'no-store',
    });
  });

  return app;
}
