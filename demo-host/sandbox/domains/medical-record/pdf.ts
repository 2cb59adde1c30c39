// A one-page PDF with text lines, written by hand (no library for a sandbox): enough for a result a member
// downloads and opens. Helvetica with WinAnsiEncoding, so Spanish accents print as they should.
const WIN_ANSI_EXTRA: Record<string, number> = { '€': 0x80, '–': 0x96, '—': 0x97, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95 };

function winAnsi(text: string): number[] {
  return [...text].map((ch) => {
    const code = ch.charCodeAt(0);
    if (WIN_ANSI_EXTRA[ch] !== undefined) return WIN_ANSI_EXTRA[ch];
    return code < 256 ? code : 0x3f;
  });
}

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

export function textPdf(title: string, lines: PdfLine[]): Uint8Array<ArrayBuffer> {
  let y = 800;
  const ops = lines.map((line) => {
    const size = line.size ?? 11;
    y -= (line.gap ?? 0) + size * 1.45;
    return `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf 56 ${y.toFixed(1)} Td (${escapeText(line.text)}) Tj ET`;
  });
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${winAnsi(stream).length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapeText(title)}) /Producer (Sandbox del portal de afiliados) >>`,
  ];
  const bytes: number[] = [];
  const write = (text: string) => bytes.push(...winAnsi(text));
  write('%PDF-1.4\n');
  const offsets = objects.map((body, i) => {
    const at = bytes.length;
    write(`${i + 1} 0 obj\n${body}\nendobj\n`);
    return at;
  });
  const xref = bytes.length;
  write(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const at of offsets) write(`${String(at).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Uint8Array.from(bytes);
}
