// Dates and times of the clinics: always Madrid time (a member abroad still sees the clinic's hour), es-ES.
import { CLINIC_TIME_ZONE, FORMAT_LOCALE } from './locale.ts';

const zone = { timeZone: CLINIC_TIME_ZONE } as const;
const dayLong = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, weekday: 'long', day: 'numeric', month: 'long' });
const dayYear = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const dateShort = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, hour: '2-digit', minute: '2-digit' });
const monthYear = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, month: 'long', year: 'numeric' });
const weekdayShort = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, weekday: 'short' });
const dayNumber = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, day: 'numeric' });
const monthShort = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, month: 'short' });

const at = (value: string | number | Date) => new Date(value);
/** A bare YYYY-MM-DD is a Madrid calendar day: read it at noon UTC so no zone moves it to the day before. */
const day = (date: string) => new Date(`${date}T12:00:00Z`);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** A capitalised date in the middle of a sentence: "el martes, 24 de…". */
export const midSentence = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "Martes, 24 de noviembre" */
export const formatClinicDay = (value: string | number | Date) => capital(dayLong.format(at(value)));
/** "Martes, 24 de noviembre de 2026" */
export const formatClinicDayYear = (value: string | number | Date) => capital(dayYear.format(at(value)));
/** "24 nov 2026" */
export const formatClinicDate = (value: string | number | Date) => dateShort.format(at(value));
/** "09:20" */
export const formatClinicTime = (value: string | number | Date) => time.format(at(value));
/** "Noviembre de 2026" */
export const formatClinicMonth = (value: string | number | Date) => capital(monthYear.format(at(value)));
/** For a calendar day (YYYY-MM-DD): { weekday: "mar", day: "24", month: "nov" } */
export const calendarDayParts = (date: string) => ({
  weekday: weekdayShort.format(day(date)),
  day: dayNumber.format(day(date)),
  month: monthShort.format(day(date)),
});
/** "Martes, 24 de noviembre" for a calendar day. */
export const formatCalendarDay = (date: string) => capital(dayLong.format(day(date)));

const weekdayLong = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, weekday: 'long' });
const dayMonth = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, day: 'numeric', month: 'long' });
const yearOnly = new Intl.DateTimeFormat(FORMAT_LOCALE, { ...zone, year: 'numeric' });
/**
 * "martes 24 de noviembre": a day inside a sentence ("entró el martes 24 de noviembre"), without es-ES's comma; with
 * its year ("… de 2025") when it is not this year's (a grant lasts up to 18 months, so its log spans two).
 */
export const formatClinicWeekdayInSentence = (value: string | number | Date, now: Date = new Date()) => {
  const year = yearOnly.format(at(value));
  const day = `${weekdayLong.format(at(value))} ${dayMonth.format(at(value))}`;
  return year === yearOnly.format(now) ? day : `${day} de ${year}`;
};
/** "2 de diciembre" */
export const formatClinicDayMonth = (value: string | number | Date) => dayMonth.format(at(value));
