import { useState } from 'react';

/**
 * Keyset paging the way the API does it (exclusiveStartKey in, meta.lastEvaluatedKey out): the keys
 * of the pages walked so far, so "newer" can step back. `startKey` is the page to ask for now.
 */
export function usePageKeys() {
  const [keys, setKeys] = useState<string[]>([]);
  return {
    startKey: keys.at(-1),
    hasNewer: keys.length > 0,
    older: (lastEvaluatedKey: string) => setKeys((current) => [...current, lastEvaluatedKey]),
    newer: () => setKeys((current) => current.slice(0, -1)),
    reset: () => setKeys([]),
  };
}
