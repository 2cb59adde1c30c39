import { describe, expect, it } from 'vitest';
import { madridNow, openingState } from '../../../src/features/headquarters/opening-state.ts';
import { byDistance, distanceKm } from '../../../src/features/headquarters/distance.ts';
import { seedHeadquarters } from '../../../demo-host/sandbox/domains/headquarters/seed.ts';

const hq = (id: string) => seedHeadquarters().find((h) => h.id === id)!;
const at = (iso: string) => new Date(iso);

describe('open now, in Madrid time', () => {
  it('reads the Madrid weekday and minutes in winter (UTC+1) and summer (UTC+2)', () => {
    expect(madridNow(at('2026-11-23T07:59:00Z'))).toEqual({ day: 'monday', minutes: 8 * 60 + 59 });
    expect(madridNow(at('2026-07-05T22:30:00Z'))).toEqual({ day: 'monday', minutes: 30 });
  });

  it('is open inside an interval and says when it closes', () => {
    // Monday 20:59 in Madrid (19:59 UTC in November).
    expect(openingState(hq('hq-madrid').opening_hours, at('2026-11-23T19:59:00Z'))).toEqual({ open: true, closes: '21:00' });
  });

  it('is closed at closing time and names the next opening (Saturday morning)', () => {
    // Friday 21:00 in Madrid.
    expect(openingState(hq('hq-madrid').opening_hours, at('2026-11-27T20:00:00Z'))).toEqual({
      open: false,
      opens: { day: 'saturday', time: '09:00' },
    });
  });

  it('is closed over the midday break and opens again later today', () => {
    // Valencia, Tuesday 15:00 Madrid time in summer = 13:00 UTC.
    expect(openingState(hq('hq-valencia').opening_hours, at('2026-07-07T13:00:00Z'))).toEqual({
      open: false,
      opens: { day: null, time: '16:00' },
    });
  });

  it('skips closed days: Bilbao on Saturday opens on Monday', () => {
    expect(openingState(hq('hq-bilbao').opening_hours, at('2026-11-28T10:00:00Z'))).toEqual({
      open: false,
      opens: { day: 'monday', time: '07:30' },
    });
  });

  it('uses Madrid time, not the instant’s UTC day: Sunday 23:30 UTC is Monday 00:30 in Madrid', () => {
    expect(openingState(hq('hq-malaga').opening_hours, at('2026-11-22T23:30:00Z'))).toEqual({
      open: false,
      opens: { day: null, time: '09:00' },
    });
  });
});

describe('distance', () => {
  it('measures Madrid to Barcelona at about 505 km and sorts the nearest first', () => {
    expect(distanceKm(hq('hq-madrid').location, hq('hq-barcelona').location)).toBeCloseTo(505, -1);
    // Puerta del Sol, Madrid.
    const order = byDistance(seedHeadquarters(), { lat: 40.4168, lng: -3.7038 }).map((d) => d.item.id);
    expect(order).toEqual(['hq-madrid', 'hq-valencia', 'hq-bilbao', 'hq-sevilla', 'hq-malaga', 'hq-barcelona']);
  });
});
