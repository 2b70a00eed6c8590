import { Button } from '@socials/ui';
import type { SearchFilters } from '../search-filters';

export interface FilterChipsProps {
  filters: SearchFilters;
  /** The city's name, for its chip (the address holds its id). */
  cityName?: string;
  onRemove: (key: keyof SearchFilters) => void;
}

const PRICE_NAMES = { free: 'Free', paid: 'Paid' } as const;

/** The filters in use, one removable chip each (the words are in the search box). */
export function FilterChips({ filters, cityName, onRemove }: FilterChipsProps) {
  const chips: { key: keyof SearchFilters; label: string }[] = [];
  if (filters.city) chips.push({ key: 'city', label: cityName ?? filters.city });
  if (filters.tags.trim()) chips.push({ key: 'tags', label: `Tags: ${filters.tags.trim()}` });
  if (filters.from) chips.push({ key: 'from', label: `From ${filters.from}` });
  if (filters.to) chips.push({ key: 'to', label: `To ${filters.to}` });
  if (filters.price) chips.push({ key: 'price', label: PRICE_NAMES[filters.price] });
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Filters in use" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Button variant="secondary" size="sm" aria-label={`Remove filter: ${chip.label}`} onClick={() => onRemove(chip.key)}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
