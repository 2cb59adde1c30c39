// Benefits' own logic: the offer filters over the sandbox's seed offers.
import { describe, expect, it } from 'vitest';
import { seedOffers } from '../../../demo-host/sandbox/domains/member-services/seed-offers.ts';
import { ALL, categoriesOf, filterOffers } from '../../../src/features/benefits/filter-offers.ts';

const offers = seedOffers();

describe('offer filters', () => {
  it('lists the categories in order and filters by category and accent-free words', () => {
    expect(categoriesOf(offers).map((c) => c.label)).toEqual(['Farmacias', 'Ópticas', 'Gimnasios', 'Dentistas']);
    expect(filterOffers(offers, 'dentistas', '').map((o) => o.id)).toEqual(['off-dental-sonrisa', 'off-dental-orto']);
    expect(filterOffers(offers, ALL, 'MÁLAGA').map((o) => o.id)).toEqual(['off-farma-red', 'off-dental-sonrisa']);
    expect(filterOffers(offers, 'gimnasios', 'valencia pilates').map((o) => o.id)).toEqual(['off-gym-yoga']);
    expect(filterOffers(offers, 'opticas', 'yoga')).toEqual([]);
  });
});
