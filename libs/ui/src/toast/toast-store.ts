import { useSyncExternalStore } from 'react';

export type ToastType = 'default' | 'success' | 'error' | 'loading';

export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
}

/** 4 s by default, 2 s for success, loading stays until dismissed or updated. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  default: 4000,
  success: 2000,
  error: 4000,
  loading: Number.POSITIVE_INFINITY,
};

/** At most 20 toasts at once; the oldest goes first. */
export const MAX_TOASTS = 20;

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

function scheduleRemoval(item: ToastItem) {
  clearTimer(item.id);
  const duration = TOAST_DURATIONS[item.type];
  if (Number.isFinite(duration))
    timers.set(
      item.id,
      setTimeout(() => dismiss(item.id), duration),
    );
}

function add(type: ToastType, message: string): string {
  const item: ToastItem = { id: `toast-${++nextId}`, type, message };
  const next = [...toasts, item];
  const dropped = next.slice(0, Math.max(0, next.length - MAX_TOASTS));
  dropped.forEach((old) => clearTimer(old.id));
  emit(next.slice(dropped.length));
  scheduleRemoval(item);
  return item.id;
}

/** Removes one toast, or all of them without an id. */
function dismiss(id?: string) {
  if (id === undefined) {
    timers.forEach(clearTimeout);
    timers.clear();
    if (toasts.length > 0) emit([]);
    return;
  }
  clearTimer(id);
  if (toasts.some((item) => item.id === id)) emit(toasts.filter((item) => item.id !== id));
}

/** Changes a toast in place (typically loading → success or error); its timer restarts for the new type. */
function update(id: string, changes: Partial<Pick<ToastItem, 'type' | 'message'>>) {
  const current = toasts.find((item) => item.id === id);
  if (!current) return;
  const updated: ToastItem = { ...current, ...changes };
  emit(toasts.map((item) => (item.id === id ? updated : item)));
  scheduleRemoval(updated);
}

export interface ToastApi {
  (message: string): string;
  success: (message: string) => string;
  error: (message: string) => string;
  loading: (message: string) => string;
  dismiss: (id?: string) => void;
  update: (id: string, changes: Partial<Pick<ToastItem, 'type' | 'message'>>) => void;
}

/** Imperative toasts, callable from anywhere (event handlers, thunks, outside React). Render <Toaster /> once. */
export const toast: ToastApi = Object.assign((message: string) => add('default', message), {
  success: (message: string) => add('success', message),
  error: (message: string) => add('error', message),
  loading: (message: string) => add('loading', message),
  dismiss,
  update,
});

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSnapshot = () => toasts;
const EMPTY: readonly ToastItem[] = [];
const getServerSnapshot = () => EMPTY;

/** The toasts on screen, oldest first. */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
