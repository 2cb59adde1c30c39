import { useEffect, useState } from 'react';

/** Seconds left until `until` (ISO), ticking every second; 0 once it has passed. */
const secondsUntil = (until: string) => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));

export function useCountdown(until: string): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(until));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(until)), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

export const minutesSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
