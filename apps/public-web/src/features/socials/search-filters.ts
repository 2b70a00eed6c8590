import type { SearchSocialsArgs } from '@socials/api-client';
import { SOCIAL_SEARCH_LIMITS, SOCIAL_TAG_LIMITS } from '@socials/domain';

export type PriceFilter = '' | 'free' | 'paid';

/**
 * The /socials search as the form and the address hold it: raw strings, so that what the
 * visitor is typing ("jazz ", "music,") survives the trip through the URL unchanged.
 */
export interface SearchFilters {
  text: string;
  city: string;
  /** Calendar days (YYYY-MM-DD) in the browser's zone, as a date input gives them. */
  from: string;
  to: string;
  /** Comma-separated. */
  tags: string;
  price: PriceFilter;
}

export const NO_FILTERS: SearchFilters = { text: '', city: '', from: '', to: '', tags: '', price: '' };

/** Query-string names; `city` is the one the page already used before search existed. */
const PARAM_NAMES: Record<keyof SearchFilters, string> = { text: 'q', city: 'city', from: 'from', to: 'to', tags: 'tags', price: 'price' };
const FILTER_KEYS = Object.keys(PARAM_NAMES) as (keyof SearchFilters)[];

const PRICE_FILTERS: readonly PriceFilter[] = ['', 'free', 'paid'];

export function filtersFromParams(params: URLSearchParams): SearchFilters {
  const read = (key: keyof SearchFilters) => params.get(PARAM_NAMES[key]) ?? '';
  const price = read('price');
  return {
    text: read('text'),
    city: read('city'),
    from: read('from'),
    to: read('to'),
    tags: read('tags'),
    price: PRICE_FILTERS.includes(price as PriceFilter) ? (price as PriceFilter) : '',
  };
}

/** Only the filters in use, so that a plain /socials stays plain. */
export function paramsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key].trim()) params.set(PARAM_NAMES[key], filters[key]);
  return params;
}

export function hasFilters(filters: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key].trim() !== '');
}

/** "music, AI,,music" → ['music', 'AI']: trimmed, without blanks or repeats, within the API's limits. */
export function parseTags(tags: string): string[] {
  const unique = new Set(
    tags
      .split(',')
      .map((tag) => tag.trim().slice(0, SOCIAL_TAG_LIMITS.maxLength))
      .filter(Boolean),
  );
  return [...unique].slice(0, SOCIAL_SEARCH_LIMITS.maxTags);
}

/** Midnight at the start of a YYYY-MM-DD day plus `dayOffset` days, in the browser's zone; undefined if not a real day. */
export function localDayStart(day: string, dayOffset = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const date = Number(match[3]);
  const start = new Date(year, monthIndex, date);
  const isRealDay = start.getFullYear() === year && start.getMonth() === monthIndex && start.getDate() === date;
  if (!isRealDay || start.getTime() < 0) return undefined;
  start.setDate(date + dayOffset);
  return start.getTime();
}

export function dateRangeError(filters: SearchFilters): string | undefined {
  const from = localDayStart(filters.from);
  const to = localDayStart(filters.to);
  return from !== undefined && to !== undefined && to < from ? 'The end date must not be before the start date' : undefined;
}

/**
 * The POST /socials/search body. "From" starts at midnight of its day; "to" includes its whole
 * day, so it is sent as the next midnight (the API keeps socials starting before `to`).
 */
export function searchBodyFromFilters(filters: SearchFilters, limit: number): SearchSocialsArgs {
  const text = filters.text.trim().slice(0, SOCIAL_SEARCH_LIMITS.textMax);
  const tags = parseTags(filters.tags);
  const from = localDayStart(filters.from);
  const to = localDayStart(filters.to, 1);
  return {
    ...(text ? { text } : {}),
    ...(filters.city ? { cityId: filters.city } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(filters.price ? { price: filters.price === 'free' ? ('FREE' as const) : ('PAID' as const) } : {}),
    limit,
  };
}
