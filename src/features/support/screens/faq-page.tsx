// Ayuda y soporte · Preguntas frecuentes: searchable, grouped by topic, with the way to the contact channels.
import { useState } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../core/routing/document-title.ts';
import { useRemote } from '../../../core/loading/use-remote.ts';
import { RemoteView } from '../../../core/loading/remote-view.tsx';
import { Button, buttonClass } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { Field } from '../../../ui/field.tsx';
import { LifeBuoy, SearchX } from '../../../ui/icons.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { supportTexts as t } from '../../../i18n/support.ts';
import { listFaqs } from '../api/list-faqs.ts';
import { SupportTabs } from '../components/support-tabs.tsx';
import { groupFaqs } from '../group-faqs.ts';
import { muted, question, stack, topic } from '../styles.ts';
import { paths, withinArea } from '../../../core/routing/paths.ts';

export function FaqPage() {
  useDocumentTitle(t.title);
  const remote = useRemote(listFaqs, 'faqs');
  const [query, setQuery] = useState('');
  const faqs = remote.data ?? [];
  const groups = groupFaqs(faqs, query);
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  const contact = (
    <Link href={withinArea(paths.contact)} className={buttonClass('secondary')}>
      {t.goToContact}
    </Link>
  );

  return (
    <>
      <PageHeader title={t.title} subtitle={t.faqIntro} />
      <SupportTabs />
      <RemoteView
        remote={remote}
        loadingLabel={t.faqLoading}
        errorTitle={t.faqErrorTitle}
        isEmpty={(faqs) => faqs.length === 0}
        empty={{ icon: LifeBuoy, title: t.noFaqsTitle, message: t.noFaqsMessage, action: contact }}
        lines={5}
      >
        {() => (
          <div className={stack}>
            <search className={stack}>
              <Field
                label={t.search}
                hint={t.searchHint}
                type="search"
                value={query}
                onInput={(e) => setQuery(e.currentTarget.value)}
                autoComplete="off"
              />
              <p role="status" className={muted}>
                {t.count(shown)}
              </p>
            </search>
            {shown === 0 ? (
              <EmptyState
                icon={SearchX}
                title={t.noResultsTitle(query)}
                message={t.noResultsMessage}
                action={
                  <Button variant="secondary" onClick={() => setQuery('')}>
                    {t.clearSearch}
                  </Button>
                }
              />
            ) : (
              groups.map((group) => (
                <section key={group.topic.code} className={topic} aria-labelledby={`topic-${group.topic.code}`}>
                  <h2 id={`topic-${group.topic.code}`}>{group.topic.name}</h2>
                  {group.items.map((faq) => (
                    <details key={faq.id} className={question}>
                      <summary>{faq.question}</summary>
                      <p>{faq.answer}</p>
                    </details>
                  ))}
                </section>
              ))
            )}
            <p>{t.stillNeedHelp}</p>
            {contact}
          </div>
        )}
      </RemoteView>
    </>
  );
}
