// The list's filters; each change goes to the URL at once (a search, when the user stops typing).
import { css } from 'goober';
import { useEffect, useState } from 'react';
import { Field } from '../../../ui/field.tsx';
import { Select } from '../../../ui/select.tsx';
import { vars } from '../../../ui/tokens.ts';
import { salesTexts as t, statusLabels } from '../../../i18n/sales.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../core/constants.ts';
import { useLatest } from '../../../core/hooks/use-latest.ts';
import type { SalesAdvisor } from '../api/types.ts';
import type { Params } from '../url-query.ts';

const grid = css`display:grid;gap:${vars.space[3]};grid-template-columns:repeat(auto-fit,minmax(min(180px,100%),1fr));`;
const statusOptions = Object.entries(statusLabels).map(([value, label]) => ({ value, label }));
const sortOptions = Object.entries(t.sorts).map(([value, label]) => ({ value, label }));

export function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  // Debounced on the text alone: a new search in the address (value) does not start another one.
  const latest = useLatest({ value, onSearch });
  useEffect(() => {
    if (text === latest.current.value) return undefined;
    const timer = setTimeout(() => latest.current.onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, latest]);
  return <Field label={t.search} hint={t.searchHint} type="search" value={text} onInput={(e) => setText(e.currentTarget.value)} />;
}

export function AdminFilters({
  params,
  advisors,
  onChange,
}: {
  params: Params;
  advisors: SalesAdvisor[];
  onChange: (change: Params) => void;
}) {
  return (
    <div className={grid}>
      <Select
        label={t.advisor}
        value={params.advisor ?? ''}
        options={[{ value: '', label: t.allAdvisors }, ...advisors.map((a) => ({ value: a.id, label: a.name }))]}
        onChange={(e) => onChange({ advisor: e.currentTarget.value })}
      />
      <Select
        label={t.status}
        value={params.status ?? ''}
        options={[{ value: '', label: t.allStatuses }, ...statusOptions]}
        onChange={(e) => onChange({ status: e.currentTarget.value })}
      />
      <Field label={t.from} type="date" value={params.from ?? ''} onChange={(e) => onChange({ from: e.currentTarget.value })} />
      <Field label={t.to} type="date" value={params.to ?? ''} onChange={(e) => onChange({ to: e.currentTarget.value })} />
      <Select
        label={t.sort}
        value={params.sort ?? '-sold_at'}
        options={sortOptions}
        onChange={(e) => onChange({ sort: e.currentTarget.value })}
      />
    </div>
  );
}
