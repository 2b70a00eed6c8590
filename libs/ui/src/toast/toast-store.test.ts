import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_TOASTS, toast, TOAST_DURATIONS, useToasts } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => toast.dismiss());
  vi.useRealTimers();
});

function watchToasts() {
  return renderHook(() => useToasts()).result;
}

describe('toast durations', () => {
  it('shows a toast 4 s by default, 2 s for success, and loading until done', () => {
    expect(TOAST_DURATIONS.default).toBe(4000);
    expect(TOAST_DURATIONS.success).toBe(2000);
    expect(TOAST_DURATIONS.loading).toBe(Number.POSITIVE_INFINITY);
  });

  it('removes a default toast after 4 s', () => {
    const toasts = watchToasts();
    act(() => {
      toast('Saved draft');
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(toasts.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts.current).toHaveLength(0);
  });

  it('removes a success toast after 2 s', () => {
    const toasts = watchToasts();
    act(() => {
      toast.success('Done');
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(toasts.current.map((t) => t.type)).toEqual(['success']);
    act(() => vi.advanceTimersByTime(1));
    expect(toasts.current).toHaveLength(0);
  });

  it('keeps a loading toast until it is updated, then times it as the new type', () => {
    const toasts = watchToasts();
    let id = '';
    act(() => {
      id = toast.loading('Saving…');
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(toasts.current).toEqual([{ id, type: 'loading', message: 'Saving…' }]);
    act(() => toast.update(id, { type: 'success', message: 'Saved' }));
    expect(toasts.current).toEqual([{ id, type: 'success', message: 'Saved' }]);
    act(() => vi.advanceTimersByTime(2000));
    expect(toasts.current).toHaveLength(0);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const toasts = watchToasts();
    let id = '';
    act(() => {
      id = toast.loading('Uploading…');
      toast.error('Other');
    });
    act(() => toast.dismiss(id));
    expect(toasts.current.map((t) => t.message)).toEqual(['Other']);
  });
});

describe('toast limit', () => {
  it('keeps at most 20, dropping the oldest', () => {
    const toasts = watchToasts();
    act(() => {
      for (let i = 1; i <= 25; i++) toast.loading(`toast ${i}`);
    });
    expect(MAX_TOASTS).toBe(20);
    expect(toasts.current).toHaveLength(20);
    expect(toasts.current[0]?.message).toBe('toast 6');
    expect(toasts.current[19]?.message).toBe('toast 25');
  });
});

describe('toast.dismiss', () => {
  it('clears every toast without an id', () => {
    const toasts = watchToasts();
    act(() => {
      toast('a');
      toast.error('b');
    });
    act(() => toast.dismiss());
    expect(toasts.current).toHaveLength(0);
  });

  it('ignores updates to a toast that is gone', () => {
    const toasts = watchToasts();
    act(() => toast.update('toast-missing', { message: 'x' }));
    expect(toasts.current).toHaveLength(0);
  });
});
