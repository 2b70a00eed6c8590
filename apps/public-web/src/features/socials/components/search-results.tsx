import { useState } from 'react';
import { useSearchSocialsQuery, type SearchSocialsArgs } from '@socials/api-client';
import { Button, BUTTON_LINK, EmptyState } from '@socials/ui';
import { CREATE_SOCIAL_URL } from '../../../shared/paths';
import { SocialPages } from '../../../shared/social-list';

export interface SearchResultsProps {
  /** The search without paging; give the component a `key` that changes with it. */
  search: SearchSocialsArgs;
  /** Whether the visitor narrowed the list, which decides what an empty list says. */
  isFiltered: boolean;
  onClearFilters: () => void;
}

/** The socials matching a search, soonest first, a page at a time. */
export function SearchResults({ search, isFiltered, onClearFilters }: SearchResultsProps) {
  const [startKey, setStartKey] = useState<string | undefined>(undefined);
  const pages = useSearchSocialsQuery({ ...search, exclusiveStartKey: startKey });
  const empty = isFiltered ? (
    <EmptyState
      title="No socials match your search"
      description="Try other words or dates, or look at every upcoming social."
      action={
        <Button variant="secondary" onClick={onClearFilters}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      title="No socials yet"
      description="Check back soon, or host the first one yourself."
      action={
        <a href={CREATE_SOCIAL_URL} className={BUTTON_LINK}>
          Host an event
        </a>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <ResultCount loaded={pages.data?.data.length ?? 0} hasMore={Boolean(pages.data?.meta.lastEvaluatedKey)} />
      <SocialPages pages={pages} onLoadMore={setStartKey} label="Socials list" empty={empty} />
    </div>
  );
}

/** "12 socials" above the results; while more pages wait, how many are shown so far. An empty list says so itself. */
function ResultCount({ loaded, hasMore }: { loaded: number; hasMore: boolean }) {
  const socials = `${loaded} ${loaded === 1 ? 'social' : 'socials'}`;
  return (
    <p role="status" className="text-sm text-fg-muted">
      {loaded === 0 ? '' : hasMore ? `${socials} shown, more below` : socials}
    </p>
  );
}
