// Filters live in the URL (a reload or a shared link shows the same list): read them, and write a change back
// as a new query string, dropping empty values and going back to page 1 unless the page itself changed.
import { useLocation, useSearch } from 'wouter';

export type Params = Record<string, string>;

export function useUrlQuery(): [Params, (change: Params) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = Object.fromEntries(new URLSearchParams(search)) as Params;
  const update = (change: Params) => {
    const next = new URLSearchParams();
    const merged: Params = { ...params, ...change };
    if (!('page' in change)) delete merged.page;
    for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value);
    const query = next.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
  return [params, update];
}
