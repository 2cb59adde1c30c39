import { css } from 'goober';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { vars } from '../../../ui/tokens.ts';
import { formatCalendarDay, formatClinicTime } from '../../../i18n/clinic-time.ts';
import { appointmentTexts as t } from '../../../i18n/appointments.ts';
import { listFreeSlots } from '../api/list-free-slots.ts';
import type { Slot } from '../api/types.ts';
import { choice } from './day-picker.tsx';

const grid = css`display:grid;grid-template-columns:repeat(auto-fill,minmax(min(76px,100%),1fr));gap:${vars.space[2]};list-style:none;margin:0;padding:0;`;
const groups = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const time = css`font-weight:700;`;
const doctor = css`font-size:${vars.font.md};font-weight:600;margin-bottom:${vars.space[2]};`;

/** The free slots of the chosen day, by doctor; `reload` changes after a refusal so a taken slot disappears. */
export function SlotPicker({
  speciality,
  location,
  date,
  selected,
  busy,
  onPick,
  reload,
}: {
  speciality: string;
  location: string;
  date: string;
  selected: string | undefined;
  busy: boolean;
  onPick: (slot: Slot) => void;
  reload: number;
}) {
  const slots = useRemote(() => listFreeSlots(speciality, location, date), `${speciality}|${location}|${date}|${reload}`);
  // keepData: the slots shown stay while another key loads (the reload after a refused slot), as the buttons hold focus.
  return (
    <RemoteView remote={slots} loadingLabel={t.slotsLoading} errorTitle={t.slotsError} level={3} lines={2} lineHeight="3rem" keepData>
      {(list) => <Slots list={list} date={date} selected={selected} busy={busy} onPick={onPick} />}
    </RemoteView>
  );
}

function Slots({
  list,
  date,
  selected,
  busy,
  onPick,
}: {
  list: Slot[];
  date: string;
  selected: string | undefined;
  busy: boolean;
  onPick: (slot: Slot) => void;
}) {
  // An empty day says so in one announced line, not with RemoteView's empty state (a heading and a box inside the step).
  if (list.length === 0) return <p role="status">{t.noSlots}</p>;
  const byDoctor = new Map<string, Slot[]>();
  for (const slot of list) byDoctor.set(slot.doctor.name, [...(byDoctor.get(slot.doctor.name) ?? []), slot]);
  return (
    <div role="group" aria-label={t.slotsOf(formatCalendarDay(date))} className={groups}>
      {[...byDoctor].map(([name, own]) => (
        <div key={name}>
          <h3 className={doctor}>{name}</h3>
          <ul className={grid}>
            {own.map((slot) => (
              <li key={slot.id}>
                <button
                  type="button"
                  className={choice}
                  aria-pressed={selected === slot.id}
                  aria-disabled={busy || undefined}
                  aria-label={t.slotButton(formatClinicTime(slot.start), name)}
                  onClick={() => !busy && onPick(slot)}
                >
                  <span className={time}>{formatClinicTime(slot.start)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
