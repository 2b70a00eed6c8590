import { Button } from '../button/button';

export interface PagerButtonsProps {
  /** From usePageKeys. */
  pages: { hasNewer: boolean; newer(): void; older(key: string): void };
  /** The page's meta.lastEvaluatedKey: null or missing on the last page. */
  lastEvaluatedKey: string | null | undefined;
  /** "reviews": the buttons read "Newer reviews" and "Older reviews". */
  noun: string;
}

/** "Newer …" and "Older …" under a keyset-paged list; each shows only when there is somewhere to go. */
export function PagerButtons({ pages, lastEvaluatedKey, noun }: PagerButtonsProps) {
  if (!pages.hasNewer && !lastEvaluatedKey) return null;
  return (
    <div className="flex gap-2">
      {pages.hasNewer ? (
        <Button variant="secondary" onClick={pages.newer}>
          Newer {noun}
        </Button>
      ) : null}
      {lastEvaluatedKey ? (
        <Button variant="secondary" onClick={() => pages.older(lastEvaluatedKey)}>
          Older {noun}
        </Button>
      ) : null}
    </div>
  );
}
