import { useEffect, useState } from 'react';

/** Seconds left until `until` (ISO), ticking every second; 0 once it has passed. */
export function useCountdown(until: string): number {
  const left = () => Math.max(0, Math.ceil((Date.parse(until) - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [until]); // eslint-disable-line react-hooks/exhaustive-deps -- `left` reads `until`
  return seconds;
}

export const minutesSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
