import { css } from 'goober';
import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatClinicDayYear, formatClinicTime } from '../../../i18n/clinic-time.ts';
import { medicalRecordTexts as t } from '../../../i18n/medical-record.ts';
import type { MedicalEntry } from '../api/types.ts';
import { DownloadButton } from './download-button.tsx';

const { space, font, color } = vars;
const heading = css`font-size:${font.lg};font-weight:700;margin-bottom:${space[3]};`;
const facts = css`display:grid;grid-template-columns:auto minmax(0,1fr);gap:${space[2]} ${space[4]};& dt{color:${color.textMuted};}& dd{margin:0;font-weight:600;}`;
const items = css`margin:0;padding-left:${space[5]};display:flex;flex-direction:column;gap:${space[2]};`;
const results = css`list-style:none;margin:0;padding:0;& > li{display:flex;flex-direction:column;padding:${space[2]} 0;border-bottom:1px solid ${color.border};}& > li:last-child{border-bottom:0;}`;
const resultName = css`font-weight:600;`;
const muted = css`color:${color.textMuted};font-size:${font.sm};`;

export function EntryFacts({ entry, place }: { entry: MedicalEntry; place: string }) {
  return (
    <Card>
      <dl className={facts}>
        <dt>{t.date}</dt>
        <dd>{`${formatClinicDayYear(entry.date)}, ${formatClinicTime(entry.date)}`}</dd>
        <dt>{t.speciality}</dt>
        <dd>{entry.speciality.name}</dd>
        <dt>{t.doctor}</dt>
        <dd>{entry.doctor.name}</dd>
        <dt>{t.place}</dt>
        <dd>{place}</dd>
      </dl>
    </Card>
  );
}

export function EntrySections({ entry }: { entry: MedicalEntry }) {
  return (
    <>
      <Card as="section">
        <h2 className={heading}>{t.summary}</h2>
        <p>{entry.summary}</p>
      </Card>
      {entry.diagnoses.length > 0 && (
        <Card as="section">
          <h2 className={heading}>{t.diagnoses}</h2>
          <ul className={items}>
            {entry.diagnoses.map((d) => (
              <li key={d.code}>
                {d.name} <span className={muted}>(CIE-10 {d.code})</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {entry.prescriptions.length > 0 && (
        <Card as="section">
          <h2 className={heading}>{t.prescriptions}</h2>
          <ul className={items}>
            {entry.prescriptions.map((p) => (
              <li key={p.medicine}>
                <strong>{p.medicine}</strong>
                <br />
                {p.dose} · {p.duration}
              </li>
            ))}
          </ul>
        </Card>
      )}
      {entry.results.length > 0 && (
        <Card as="section">
          <h2 className={heading}>{t.results}</h2>
          <ul className={results}>
            {entry.results.map((r) => (
              <li key={r.name}>
                <span className={resultName}>{r.name}</span>
                <span>
                  {`${r.value}${r.unit ? ` ${r.unit}` : ''} `}
                  {r.flag !== 'normal' && <Badge tone="warning">{t.flags[r.flag]}</Badge>}
                </span>
                <span className={muted}>{t.resultRange(r.range)}</span>
              </li>
            ))}
          </ul>
        </Card>
      )}
      {entry.document && (
        <Card as="section">
          <h2 className={heading}>{t.document}</h2>
          <DownloadButton entryId={entry.id} />
        </Card>
      )}
    </>
  );
}
