import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button, type SelectOption } from '@socials/ui';
import { NO_FILTERS, type SearchFilters } from '../search-filters';
import { FilterFields } from './social-search-form';

export interface FiltersSheetProps {
  filters: SearchFilters;
  cityOptions: readonly SelectOption[];
  /** How many filters are in use, shown on the button. */
  activeCount: number;
  onApply: (filters: SearchFilters) => void;
}

/**
 * The phone's filters: a "Filters" button opening a sheet from the bottom of the screen, so that the
 * results, not six fields, fill the first screen. The choices apply together with "Show results".
 */
export function FiltersSheet({ filters, cityOptions, activeCount, onApply }: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  const form = useForm<SearchFilters>({ values: filters });
  const apply = (next: SearchFilters) => {
    // The words stay those of the search box.
    onApply({ ...next, text: filters.text });
    setOpen(false);
  };
  return (
    <>
      <Button type="button" variant="secondary" className="lg:hidden" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {activeCount > 0 ? `Filters (${activeCount})` : 'Filters'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50 lg:hidden">
        <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
        <div className="fixed inset-x-0 bottom-0 flex max-h-[90dvh]">
          <DialogPanel className="flex w-full flex-col overflow-y-auto rounded-t-xl border border-border bg-surface p-4 text-fg shadow-xl">
            <form noValidate onSubmit={form.handleSubmit(apply)} className="flex flex-col gap-4">
              <div className="flex items-center justify-between gap-2">
                <DialogTitle className="text-lg font-semibold">Filters</DialogTitle>
                <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
                  Close
                </Button>
              </div>
              <FilterFields form={form} cityOptions={cityOptions} />
              <div className="flex gap-2">
                <Button type="button" variant="secondary" className="flex-1" onClick={() => apply(NO_FILTERS)}>
                  Clear filters
                </Button>
                <Button type="submit" className="flex-1">
                  Show results
                </Button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
