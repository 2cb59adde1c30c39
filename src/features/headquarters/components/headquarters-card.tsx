import type { Headquarters } from '../../../api/list-headquarters.ts';
import { mailHref, mapHref, telHref } from '../../../core/text/contact-links.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Mail, Navigation, Phone } from '../../../ui/icons.ts';
import { headquartersTexts as t } from '../../../i18n/headquarters.ts';
import { formatPhone } from '../../../i18n/phone.ts';
import { HoursTable, OpenNow } from './opening-hours.tsx';
import { address, cardHead, muted, name, row, section, subheading, tags } from '../styles.ts';

export function HeadquartersCard({ hq, now, km }: { hq: Headquarters; now: Date; km: number | undefined }) {
  const headingId = `${hq.id}-name`;
  const phone = formatPhone(hq.phone);
  return (
    <Card as="article" aria-labelledby={headingId} className={section}>
      <div className={cardHead}>
        <div>
          <h2 id={headingId} className={name}>
            {hq.name}
          </h2>
          <p className={muted}>{hq.city}</p>
        </div>
        {km !== undefined && <Badge tone="primary">{t.distance(km)}</Badge>}
      </div>
      <OpenNow hours={hq.opening_hours} now={now} />
      <address className={address}>
        {hq.address}, {hq.postal_code} {hq.city}
      </address>
      <div className={row}>
        <Button href={telHref(hq.phone)} variant="secondary" size="sm" icon={Phone} aria-label={t.call(phone)}>
          {phone}
        </Button>
        <Button
          href={mapHref(hq.address, hq.postal_code, hq.city)}
          target="_blank"
          rel="noopener"
          variant="secondary"
          size="sm"
          icon={Navigation}
        >
          {t.directions}
          <span className="visually-hidden"> {t.newTab}</span>
        </Button>
        <Button href={mailHref(hq.email)} variant="ghost" size="sm" icon={Mail}>
          {hq.email}
        </Button>
      </div>
      <p className={row}>
        <Badge tone={hq.video_consultation ? 'info' : 'neutral'}>{hq.video_consultation ? t.video : t.noVideo}</Badge>
        {hq.payment_desk && <Badge tone="neutral">{t.paymentDesk}</Badge>}
      </p>
      <div>
        <h3 className={subheading}>{t.services}</h3>
        <ul className={tags}>
          {hq.services.map((service) => (
            <li key={service}>
              <Badge>{service}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className={subheading}>{t.specialities}</h3>
        <p>{hq.specialities.map((s) => s.name).join(', ')}</p>
      </div>
      <HoursTable hours={hq.opening_hours} now={now} />
    </Card>
  );
}
