import { shortCityName } from './short-city-name';

const TECH_EVENTS = /tech events/i;

/**
 * "Founders Dinner" in New York → "Founders Dinner | NYC Tech Events". A title that already
 * says "Tech Events" (any case) is left alone; without a city the suffix is "Tech Events".
 */
export function withTechEventsSuffix(title: string, city?: string | null): string {
  const trimmed = title.trim();
  if (TECH_EVENTS.test(trimmed)) return trimmed;
  const short = city ? shortCityName(city) : '';
  const suffix = short ? `${short} Tech Events` : 'Tech Events';
  return trimmed ? `${trimmed} | ${suffix}` : suffix;
}
