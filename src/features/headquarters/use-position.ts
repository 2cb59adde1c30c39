// The member's position, asked for only when they choose to sort by distance (or at once when the browser has
// already granted it), with a clear state for every answer: refused, unavailable, unsupported.
import { useCallback, useEffect, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '../../core/constants.ts';
import type { Point } from './distance.ts';

export type PositionState =
  { status: 'idle' | 'locating' | 'denied' | 'unavailable' | 'unsupported' } | { status: 'granted'; point: Point };

export function usePosition(): [PositionState, () => void] {
  const [state, setState] = useState<PositionState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) return setState({ status: 'unsupported' });
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'granted', point: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000 },
    );
  }, []);

  // not a load: asks the browser whether location was already granted, no server call
  useEffect(() => {
    // A permission given before needs no second tap; a prompt is never opened without one.
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((permission) => permission.state === 'granted' && locate())
      .catch(() => undefined);
  }, [locate]);

  return [state, locate];
}
