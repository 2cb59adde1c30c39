import { Link } from 'wouter';
import { Alert } from '../../../ui/alert.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { commonTexts as t } from '../../../i18n/payments.ts';
import { paymentPaths } from '../../../core/routing/paths.ts';
import { stack } from './styles.ts';

/** The address names charges that are no longer owed: say so and lead back to what is. */
export function StaleSelection() {
  return (
    <div className={stack}>
      <Alert type="info" message={t.invalidSelection} />
      <Link href={`~${paymentPaths.owed('client')}`} className={buttonClass('primary', 'md', true)}>
        {t.toPending}
      </Link>
    </div>
  );
}
