import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages, mergePage } from './fetch-all-pages';

describe('fetchAllPages', () => {
  it('follows lastEvaluatedKey until it is null', async () => {
    const pages: Record<string, { data: number[]; meta: { lastEvaluatedKey: string | null } }> = {
      start: { data: [1, 2], meta: { lastEvaluatedKey: 'k2' } },
      k2: { data: [3], meta: { lastEvaluatedKey: 'k3' } },
      k3: { data: [], meta: { lastEvaluatedKey: null } },
    };
    const fetchPage = vi.fn(async (key: string | undefined) => pages[key ?? 'start']!);

    await expect(fetchAllPages(fetchPage)).resolves.toEqual([1, 2, 3]);
    expect(fetchPage.mock.calls.map(([key]) => key)).toEqual([undefined, 'k2', 'k3']);
  });

  it('stops when the server repeats a key', async () => {
    const fetchPage = vi.fn(async () => ({ data: [1], meta: { lastEvaluatedKey: 'same' } }));
    await expect(fetchAllPages(fetchPage)).resolves.toEqual([1, 1]);
  });
});

describe('mergePage', () => {
  const page = (ids: string[], next: string | null) => ({ data: ids.map((id) => ({ id, v: 1 })), meta: { lastEvaluatedKey: next } });

  it('replaces the list with a first page', () => {
    expect(mergePage(page(['a', 'b'], 'k'), page(['c'], null), undefined)).toEqual(page(['c'], null));
  });

  it('appends a later page and refreshes items it already has', () => {
    const cached = page(['a', 'b'], 'k');
    const next = {
      data: [
        { id: 'b', v: 2 },
        { id: 'c', v: 1 },
      ],
      meta: { lastEvaluatedKey: null },
    };
    expect(mergePage(cached, next, 'k')).toEqual({
      data: [
        { id: 'a', v: 1 },
        { id: 'b', v: 2 },
        { id: 'c', v: 1 },
      ],
      meta: { lastEvaluatedKey: null },
    });
  });
});
