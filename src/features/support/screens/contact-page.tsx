// Ayuda y soporte · Contacto: phone, WhatsApp, e-mail and hours, and the way into PQR.
import { Link } from 'wouter';
import { mailHref, telHref, whatsappHref } from '../../../core/text/contact-links.ts';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { buttonClass } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { supportTexts as t } from '../../../i18n/support.ts';
import { formatPhone } from '../../../i18n/phone.ts';
import { getContactChannels } from '../api/get-contact-channels.ts';
import { SupportTabs } from '../components/support-tabs.tsx';
import { cardTitle, channel, channelList, hoursList, note, stack } from '../styles.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

export function ContactPage() {
  useDocumentTitle(t.title);
  const remote = useRemote(getContactChannels, 'channels');
  return (
    <>
      <PageHeader title={t.title} subtitle={t.contactIntro} />
      <SupportTabs />
      <RemoteView remote={remote} loadingLabel={t.channelsLoading} errorTitle={t.channelsErrorTitle} lines={4}>
        {(c) => (
          <div className={stack}>
            <Card as="section" aria-labelledby="channels-title">
              <h2 id="channels-title" className={cardTitle}>
                {t.channels}
              </h2>
              <ul className={channelList}>
                <li className={channel}>
                  <h3>{t.phone}</h3>
                  <a href={telHref(c.phone)} aria-label={t.call(formatPhone(c.phone))}>
                    {formatPhone(c.phone)}
                  </a>
                </li>
                <li className={channel}>
                  <h3>{t.whatsapp}</h3>
                  <a href={whatsappHref(c.whatsapp)} target="_blank" rel="noopener">
                    {t.whatsappAction} ({formatPhone(c.whatsapp)})<span className="visually-hidden"> {t.newTab}</span>
                  </a>
                </li>
                <li className={channel}>
                  <h3>{t.email}</h3>
                  <a href={mailHref(c.email)}>{c.email}</a>
                </li>
                <li className={channel}>
                  <h3>{t.hours}</h3>
                  <ul className={hoursList}>
                    {c.hours.map((h) => (
                      <li key={h.days}>{t.hoursRow(h.days, h.opens, h.closes)}</li>
                    ))}
                  </ul>
                </li>
              </ul>
              <p className={note}>{t.emergency(c.emergency_phone)}</p>
            </Card>
            <Card as="section" aria-labelledby="pqr-title">
              <h2 id="pqr-title" className={cardTitle}>
                {t.pqrTitle}
              </h2>
              <p>{t.pqrMessage}</p>
              <Link href={withinArea(paths.pqrs)} className={buttonClass('primary')}>
                {t.pqrAction}
              </Link>
            </Card>
          </div>
        )}
      </RemoteView>
    </>
  );
}
