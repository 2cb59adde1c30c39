import type { Offer } from '../api/list-offers.ts';
import { mapHref, telHref } from '../../../core/text/contact-links.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { benefitsTexts as t } from '../../../i18n/benefits.ts';
import { formatLongDate, formatMoney } from '../../../i18n/format.ts';
import { formatPhone } from '../../../i18n/phone.ts';
import { CopyCode } from './copy-code.tsx';
import { details, head, muted, partner, places, row, section, title } from '../styles.ts';

const discountText = (offer: Offer) =>
  offer.discount.kind === 'percent' ? t.percent(offer.discount.percent) : t.amount(formatMoney(offer.discount.amount_cents));

export function OfferCard({ offer }: { offer: Offer }) {
  const headingId = `${offer.id}-title`;
  return (
    <Card as="article" aria-labelledby={headingId} className={section}>
      <div className={head}>
        <p className={partner}>{offer.partner}</p>
        <Badge tone="primary">{offer.category.name}</Badge>
      </div>
      <h2 id={headingId} className={title}>
        {offer.title}
      </h2>
      <p className={row}>
        <Badge tone="success">{discountText(offer)}</Badge>
        <span className={muted}>{t.validUntil(formatLongDate(offer.valid_until))}</span>
      </p>
      <p>{offer.description}</p>
      <CopyCode code={offer.code} />
      <p>
        <strong>{t.howToUse}: </strong>
        {offer.how_to_use}
      </p>
      <details className={details}>
        <summary>{t.more}</summary>
        <h3>{t.conditions}</h3>
        <ul>
          {offer.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
        <h3>{t.places}</h3>
        <ul className={places}>
          {offer.places.map((place) => (
            <li key={place.name}>
              <strong>{place.name}</strong>
              <br />
              {place.address}, {place.postal_code} {place.city}
              <span className={row}>
                <a href={telHref(place.phone)} aria-label={t.call(formatPhone(place.phone))}>
                  {formatPhone(place.phone)}
                </a>
                <a href={mapHref(place.address, place.postal_code, place.city)} target="_blank" rel="noopener">
                  {t.directions}
                  <span className="visually-hidden"> {t.newTab}</span>
                </a>
              </span>
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}
