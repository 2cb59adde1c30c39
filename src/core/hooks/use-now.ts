import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, renewed every `everyMs`: a screen left open sees time pass by itself
 * (an appointment's 2-hour window closes, a centre's "open now" turns to "closed now"). A number, not a Date, so
 * an unchanged value is the same value; a screen that wants a Date makes one.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
