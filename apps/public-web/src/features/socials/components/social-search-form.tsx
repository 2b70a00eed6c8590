import { Controller, useForm } from 'react-hook-form';
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

export interface SocialSearchFormProps {
  /** The search in the address; the form follows it (back button, shared links). */
  filters: SearchFilters;
  cityOptions: readonly SelectOption[];
  onSearch: (filters: SearchFilters) => void;
}

/**
 * The /socials search fields. Every change searches at once, except typing in the words and
 * tags fields, which waits for a pause (or Enter).
 */
export function SocialSearchForm({ filters, cityOptions, onSearch }: SocialSearchFormProps) {
  const { register, control, getValues, handleSubmit } = useForm<SearchFilters>({ values: filters });
  const typing = useDebouncedCallback(() => onSearch(getValues()), TYPING_DEBOUNCE_MS);
  const searchNow = () => {
    typing.cancel();
    onSearch(getValues());
  };

  return (
    <form role="search" aria-label="Search socials" noValidate onSubmit={handleSubmit(searchNow)} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <TextInput type="search" label="Search" placeholder="Title, description or tag" maxLength={200} {...register('text', { onChange: typing.schedule })} />
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
              searchNow();
            }}
          />
        )}
      />
      <TextInput label="Tags" hint="Separate tags with commas" {...register('tags', { onChange: typing.schedule })} />
      <TextInput type="date" label="From" {...register('from', { onChange: searchNow })} />
      <TextInput type="date" label="To" error={dateRangeError(filters)} {...register('to', { onChange: searchNow })} />
      <Select label="Price" options={PRICE_OPTIONS} {...register('price', { onChange: searchNow })} />
      <Button type="submit" className="self-start sm:col-span-2 lg:col-span-3 lg:justify-self-start">
        Search
      </Button>
    </form>
  );
}
