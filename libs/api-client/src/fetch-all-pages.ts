import type { Paged } from '@socials/domain';

/** Stops a server that keeps answering the same key from looping forever. */
const MAX_PAGES = 1000;

/**
 * Paging: send exclusiveStartKey, read meta.lastEvaluatedKey, stop when it is null.
 * `fetchPage` is usually `(key) => dispatch(endpoint.initiate({ exclusiveStartKey: key })).unwrap()`.
 */
export async function fetchAllPages<T>(fetchPage: (exclusiveStartKey: string | undefined) => Promise<Paged<T>>): Promise<T[]> {
  const items: T[] = [];
  let key: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { data, meta } = await fetchPage(key);
    items.push(...data);
    if (!meta.lastEvaluatedKey || meta.lastEvaluatedKey === key) break;
    key = meta.lastEvaluatedKey;
  }
  return items;
}

/**
 * Keeps the pages of a "Load more" list in one cache entry: a first page (no key) replaces
 * the list, a later page is appended. Items already present are replaced in place, so a
 * refetch of the last page after an invalidation does not duplicate them.
 */
export function mergePage<T extends { id: string }>(cached: Paged<T>, page: Paged<T>, exclusiveStartKey: string | undefined): Paged<T> {
  if (!exclusiveStartKey) return page;
  const fresh = new Map(page.data.map((item) => [item.id, item]));
  const data = cached.data.map((item) => fresh.get(item.id) ?? item);
  const known = new Set(cached.data.map((item) => item.id));
  for (const item of page.data) if (!known.has(item.id)) data.push(item);
  return { data, meta: page.meta };
}
