// Aliados y Ofertas: the partners' offers, searchable and filtered by category, each with its code to copy.
import { useState } from 'react';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Field } from '../../../ui/field.tsx';
import { Gift, SearchX } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { ToggleChips } from '../../../ui/toggle-chips.tsx';
import { benefitsTexts as t } from '../../../i18n/benefits.ts';
import { listOffers } from '../api/list-offers.ts';
import { OfferCard } from '../components/offer-card.tsx';
import { ALL, categoriesOf, filterOffers } from '../filter-offers.ts';
import { filters, list, muted } from '../styles.ts';

export function BenefitsPage() {
  useDocumentTitle(t.title);
  const remote = useRemote(listOffers, 'offers');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL);
  const offers = remote.data ?? [];
  const shown = filterOffers(offers, category, query);
  const clear = () => {
    setQuery('');
    setCategory(ALL);
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} />
      <RemoteView
        remote={remote}
        loadingLabel={t.loading}
        errorTitle={t.errorTitle}
        isEmpty={(offers) => offers.length === 0}
        empty={{ icon: Gift, title: t.noOffersTitle, message: t.noOffersMessage }}
        lines={4}
        lineHeight="5rem"
      >
        {() => (
          <>
            <search className={filters}>
              <Field
                label={t.search}
                hint={t.searchHint}
                type="search"
                value={query}
                onInput={(e) => setQuery(e.currentTarget.value)}
                autoComplete="off"
              />
              <ToggleChips
                label={t.category}
                options={[{ value: ALL, label: t.all }, ...categoriesOf(offers)]}
                value={category}
                onChange={setCategory}
              />
              <p role="status" className={muted}>
                {t.count(shown.length)}
              </p>
            </search>
            {shown.length === 0 ? (
              <EmptyState
                icon={SearchX}
                title={t.emptyTitle}
                message={t.emptyMessage}
                action={
                  <Button variant="secondary" onClick={clear}>
                    {t.clearFilters}
                  </Button>
                }
              />
            ) : (
              <ul className={list} aria-label={t.listLabel}>
                {shown.map((offer) => (
                  <li key={offer.id}>
                    <OfferCard offer={offer} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </RemoteView>
    </>
  );
}
