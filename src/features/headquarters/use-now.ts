import { useEffect, useState } from 'react';

/** The current time, refreshed every minute, so "open now" turns to "closed now" while the screen is open. */
export function useNow(stepMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
