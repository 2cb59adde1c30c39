import { css } from 'goober';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { useCustomer } from '../../../api/current-customer.ts';
import type { FormValues } from '../../../api/types.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { vars } from '../../../ui/tokens.ts';
import { profileTexts as t } from '../../../i18n/profile.ts';
import { readingTexts } from '../../../i18n/reading.ts';
import { Card } from '../../../ui/card.tsx';
import { Link } from 'wouter';
import { paths } from '../../../core/routing/paths.ts';
import { ReadingControls } from '../../../ui/reading-controls.tsx';
import { setReadingComfort, useReadingComfort } from '../../../core/appearance/reading-comfort.ts';
import { ContactSection, HealthSection, PersonalSection } from '../components/profile-sections.tsx';
import { useProfile, type ProfileLists } from '../use-profile.ts';
import { useProfileForm } from '../use-profile-form.ts';
import { useLeaveGuard } from '../use-leave-guard.ts';
import { lazyPart } from '../../../core/loading/lazy-part.tsx';
import { useUser } from '../../../core/session/user.ts';
import { isHolder } from '../../../core/access/roles.ts';
import { ageOn, parseIsoDay } from '../../../forms/rules.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { caregiverTexts } from '../../../i18n/caregivers.ts';

// Its own chunk: most members never open it, and Mi Perfil's form is what they came for.
const CaregiverSections = lazyPart(() => import('../components/caregiver-sections.tsx').then((m) => m.CaregiverSections), {
  loading: <Spinner label={caregiverTexts.grants.loading} />,
  failed: <Alert type="danger" message={caregiverTexts.grants.errorTitle} />,
});

/** A holder, or a beneficiary of 18 or more, may give a caregiver access (docs/caregivers.md, "The grant"). */
function useMayGrant(): string | null {
  const user = useUser();
  const customer = useCustomer()?.value;
  if (!user || user.acting || !customer) return null;
  if (isHolder(customer.role)) return user.id;
  const birth = parseIsoDay(customer.birth_date ?? '');
  return birth && ageOn(birth, new Date()) >= 18 ? user.id : null;
}

const stack = css`display:flex;flex-direction:column;gap:${vars.space[4]};`;
const sectionTitle = css`font-size:${vars.font.lg};margin-bottom:${vars.space[3]};`;
const bar = css`position:sticky;bottom:0;padding:${vars.space[3]} 0;background:${vars.color.bg};`;

function ProfileForm({ saved, lists }: { saved: FormValues; lists: ProfileLists }) {
  const customer = useCustomer()?.value ?? null;
  const { form, errorOf, notice, failure, dirty } = useProfileForm(customer, saved);
  const guard = useLeaveGuard(dirty, form.clearDraft);
  const sections = { form, errorOf };

  return (
    <form className={stack} onSubmit={(e) => void form.submit(e as unknown as Event)} noValidate aria-label={t.title}>
      <p>{t.completeHint}</p>
      {notice && <Alert type={notice.type} message={notice.message} />}
      {failure && <Alert type="danger" message={failure} />}
      <PersonalSection {...sections} lists={lists} />
      <ContactSection {...sections} />
      <HealthSection {...sections} />
      <div className={bar}>
        <Button type="submit" loading={form.submitting} fullWidth>
          {t.save}
        </Button>
      </div>
      <ConfirmDialog
        open={guard.pending !== null}
        title={t.leaveTitle}
        message={<p>{t.leaveMessage}</p>}
        confirmLabel={t.leave}
        cancelLabel={t.stay}
        tone="danger"
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </form>
  );
}

/** Outside the form and its loading: reading comfort works even when the profile cannot be loaded. */
function ReadingSection() {
  return (
    <Card as="section" aria-labelledby="profile-reading">
      <h2 id="profile-reading" className={sectionTitle}>
        {readingTexts.title}
      </h2>
      <ReadingControls texts={readingTexts} value={useReadingComfort()} onChange={setReadingComfort} idPrefix="profile-reading" />
    </Card>
  );
}

/** The way to Avisos (features/reminders): which notices arrive, and by correo or SMS. */
function NoticesSection() {
  return (
    <Card as="section" aria-labelledby="profile-notices" className={stack}>
      <h2 id="profile-notices" className={sectionTitle}>
        {t.notices}
      </h2>
      <p>{t.noticesHint}</p>
      <Link href={`~${paths.reminders}`} className={buttonClass('secondary', 'md', true)}>
        {t.noticesOpen}
      </Link>
    </Card>
  );
}

export function ProfilePage() {
  useDocumentTitle(t.title);
  const remote = useProfile();
  const grantor = useMayGrant();
  return (
    <div className={stack}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <RemoteView remote={remote} loadingLabel={t.loading} errorTitle={t.errorTitle} lines={6}>
        {({ saved, lists }) => <ProfileForm saved={saved} lists={lists} />}
      </RemoteView>
      {grantor && <CaregiverSections customerId={grantor} />}
      <NoticesSection />
      <ReadingSection />
    </div>
  );
}
