import { css } from 'goober';
import { Link } from 'wouter';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { ListItem } from '../../../ui/list-item.tsx';
import { vars } from '../../../ui/tokens.ts';
import { formatClinicDate, formatClinicMonth } from '../../../i18n/clinic-time.ts';
import { medicalRecordTexts as t } from '../../../i18n/medical-record.ts';
import type { MedicalEntry } from '../api/types.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

const month = css`font-size:${vars.font.md};font-weight:700;color:${vars.color.textMuted};margin:${vars.space[4]} 0 ${vars.space[2]};`;
const list = css`list-style:none;margin:0;padding:0;& > li + li{border-top:1px solid ${vars.color.border};}`;
export const typeTone: Record<string, BadgeTone> = { consulta: 'primary', receta: 'info', resultado: 'success' };

/** Entries grouped by month, newest first, each a link to its detail (the filters travel along). */
export function EntryList({ entries, search }: { entries: MedicalEntry[]; search: string }) {
  const groups = new Map<string, MedicalEntry[]>();
  for (const entry of entries) {
    const key = formatClinicMonth(entry.date);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return (
    <>
      {[...groups].map(([label, items]) => (
        <section key={label} aria-label={label}>
          <h2 className={month}>{label}</h2>
          <Card flush>
            <ul className={list}>
              {items.map((entry) => (
                <li key={entry.id}>
                  <Link href={withinArea(paths.medicalEntry(entry.id, search))} asChild>
                    <ListItem
                      title={entry.title}
                      description={`${formatClinicDate(entry.date)} · ${entry.speciality.name} · ${entry.doctor.name}`}
                      trailing={<Badge tone={typeTone[entry.type]}>{t.types[entry.type]}</Badge>}
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </section>
      ))}
    </>
  );
}
