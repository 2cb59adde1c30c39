// Search as people type it: no difference between upper and lower case or with and without accents
// ("malaga" finds "Málaga"), and every word must appear somewhere.
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export function matchesWords(haystack: string, query: string): boolean {
  const text = foldText(haystack);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}
