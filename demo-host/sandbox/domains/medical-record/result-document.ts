// The downloadable report of a result: a PDF with the patient, the doctor, the values and the conclusion.
import { CLINIC_TIME_ZONE } from '../appointments/madrid-time.ts';
import { textPdf, type PdfLine } from './pdf.ts';
import type { MedicalEntry } from '../../../../contract/medical-record/schemas.ts';

const day = new Intl.DateTimeFormat('es-ES', { timeZone: CLINIC_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

export function resultPdf(entry: MedicalEntry, patientName: string): Uint8Array<ArrayBuffer> {
  const lines: PdfLine[] = [
    { text: 'Clínica Salud Cercana · Informe de resultados', size: 16, bold: true },
    { text: entry.title, size: 13, bold: true, gap: 8 },
    { text: `Paciente: ${patientName}`, gap: 6 },
    { text: `Fecha: ${day.format(new Date(entry.date))}` },
    { text: `Solicitado por: ${entry.doctor.name} (${entry.speciality.name})` },
    { text: 'Prueba · Resultado · Valores de referencia', bold: true, gap: 10 },
    ...entry.results.map((r) => ({
      text: `${r.name}: ${r.value}${r.unit ? ` ${r.unit}` : ''} · ${r.range}${r.flag === 'normal' ? '' : ` (${r.flag})`}`,
    })),
    { text: 'Conclusión', bold: true, gap: 10 },
    { text: entry.summary },
    { text: 'Documento generado por el entorno de demostración. No tiene validez clínica.', size: 9, gap: 24 },
  ];
  return textPdf(entry.title, lines);
}
