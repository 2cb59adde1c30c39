import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useUser } from '../../../core/session/user.ts';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { pqrTexts as t } from '../../../i18n/support-pqr.ts';
import { PqrForm } from '../components/pqr-form.tsx';
import { paths, withinArea } from '../../../core/routing/paths.ts';

export function PqrNewPage() {
  useDocumentTitle(t.newTitle);
  const user = useUser();
  return (
    <>
      <PageHeader title={t.newTitle} subtitle={t.newIntro} />
      <p>
        <Link href={withinArea(paths.pqrs)}>{t.back}</Link>
      </p>
      <Card>{user && <PqrForm customerId={user.id} />}</Card>
    </>
  );
}
