// Filters live in the URL (a reload or a shared link shows the same list): read them, and write a change back
// as a new query string, dropping empty values and going back to page 1 unless the page itself changed.
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

export type Params = Record<string, string>;

const parse = (search: string) => Object.fromEntries(new URLSearchParams(search)) as Params;

export function useUrlQuery(): [Params, (change: Params) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The query as last written: two changes in a row (two filters chosen before the list redraws) each build on the
  // one before, not on the address this render read, which would drop the first. An address changed from outside
  // (back, a link) replaces it.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);
  const update = (change: Params) => {
    const next = new URLSearchParams();
    const merged: Params = { ...parse(latest.current), ...change };
    if (!('page' in change)) delete merged.page;
    for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value);
    const query = next.toString();
    latest.current = query;
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [parse(search), update];
}
