import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { LocateFixed } from '../../../ui/icons.ts';
import { headquartersTexts as t } from '../../../i18n/headquarters.ts';
import type { PositionState } from '../use-position.ts';

/** The way into "nearest first", and what happened when the member asked for it. */
export function LocationBar({ state, onLocate }: { state: PositionState; onLocate: () => void }) {
  const { status } = state;
  return (
    <div>
      {status !== 'granted' && (
        <Button variant="secondary" icon={LocateFixed} loading={status === 'locating'} onClick={onLocate}>
          {status === 'locating' ? t.locating : t.sortByDistance}
        </Button>
      )}
      <div aria-live="polite">
        {status === 'granted' && <Alert type="success" message={t.sortedByDistance} />}
        {status === 'denied' && <Alert type="warning" title={t.locationDeniedTitle} message={t.locationDenied} />}
        {status === 'unavailable' && <Alert type="warning" message={t.locationUnavailable} />}
        {status === 'unsupported' && <Alert type="info" message={t.locationUnsupported} />}
      </div>
    </div>
  );
}
