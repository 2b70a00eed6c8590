import type { ReactNode } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { Button, Select, TextInput, type SelectOption } from '@socials/ui';
import { dateRangeError, type SearchFilters } from '../search-filters';
import { useDebouncedCallback } from '../use-debounced-callback';

/** How long typing must pause before the list follows the words and tags. */
export const TYPING_DEBOUNCE_MS = 350;

const PRICE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Any price' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
];

export interface SocialSearch {
  form: UseFormReturn<SearchFilters>;
  /** Searches once typing pauses. */
  onTyping: () => void;
  /** Searches at once. */
  searchNow: () => void;
}

/**
 * The /socials search as a form that follows the address (back button, shared links). Every change
 * searches at once, except typing in the words and tags fields, which waits for a pause (or Enter).
 */
export function useSocialSearch(filters: SearchFilters, onSearch: (filters: SearchFilters) => void): SocialSearch {
  const form = useForm<SearchFilters>({ values: filters });
  const typing = useDebouncedCallback(() => onSearch(form.getValues()), TYPING_DEBOUNCE_MS);
  const searchNow = () => {
    typing.cancel();
    onSearch(form.getValues());
  };
  return { form, onTyping: typing.schedule, searchNow };
}

export interface SocialSearchBarProps {
  search: SocialSearch;
  /** Beside the search box: the phone's Filters button. */
  children?: ReactNode;
}

/** The search box, on one line with what `children` adds. */
export function SocialSearchBar({ search, children }: SocialSearchBarProps) {
  const { form, onTyping, searchNow } = search;
  return (
    <form role="search" aria-label="Search socials" noValidate onSubmit={form.handleSubmit(searchNow)} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <TextInput type="search" label="Search" hideLabel placeholder="Search socials" maxLength={200} {...form.register('text', { onChange: onTyping })} />
      </div>
      {/* On a phone the keyboard's Search key submits; the bar keeps its room for Filters. */}
      <div className="hidden lg:block">
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
      {children}
    </form>
  );
}

export interface FilterFieldsProps {
  form: UseFormReturn<SearchFilters>;
  cityOptions: readonly SelectOption[];
  /** Called as the tags are typed, and when a field is picked. */
  onTyping?: () => void;
  onPick?: () => void;
}

/** The five filters of the search: city, tags, dates and price. */
export function FilterFields({ form, cityOptions, onTyping, onPick }: FilterFieldsProps) {
  const { register, control, watch } = form;
  return (
    <div className="flex flex-col gap-4">
      {/* Controlled: the cities arrive after the form, and an uncontrolled select would lose a city chosen in the address. */}
      <Controller
        name="city"
        control={control}
        render={({ field }) => (
          <Select
            {...field}
            label="City"
            options={[{ value: '', label: 'All cities' }, ...cityOptions]}
            onChange={(event) => {
              field.onChange(event);
              onPick?.();
            }}
          />
        )}
      />
      <TextInput label="Tags" hint="Separate tags with commas" {...register('tags', { onChange: onTyping })} />
      <TextInput type="date" label="From" {...register('from', { onChange: onPick })} />
      <TextInput type="date" label="To" error={dateRangeError(watch())} {...register('to', { onChange: onPick })} />
      <Select label="Price" options={PRICE_OPTIONS} {...register('price', { onChange: onPick })} />
    </div>
  );
}
