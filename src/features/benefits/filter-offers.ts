import { matchesWords } from '../../core/text/text-search.ts';
import type { Offer } from './api/list-offers.ts';

export const ALL = 'all';

/** The offers of a category ('all' for every one) whose partner, title, description or places match the words. */
export function filterOffers(offers: Offer[], category: string, query: string): Offer[] {
  return offers.filter(
    (offer) =>
      (category === ALL || offer.category.code === category) &&
      matchesWords(
        [offer.partner, offer.title, offer.description, offer.category.name, ...offer.places.map((p) => p.city)].join(' '),
        query,
      ),
  );
}

/** The categories present, in the order they first appear. */
export function categoriesOf(offers: Offer[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const { category } of offers) if (!seen.has(category.code)) seen.set(category.code, category.name);
  return [...seen].map(([value, label]) => ({ value, label }));
}
