/** How often the appointment screens read the clock: a screen left open sees the 2-hour window close by itself. */
export const APPOINTMENT_CLOCK_MS = 30_000;
