import { CloseIcon } from '../internal/close-icon';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';
import { Spinner } from '../spinner/spinner';
import { toast, useToasts, type ToastType } from './toast-store';

const ACCENTS: Record<ToastType, string> = {
  default: 'border-l-slate-500',
  success: 'border-l-green-600',
  error: 'border-l-red-600',
  loading: 'border-l-indigo-500',
};

const ICON_PATHS: Partial<Record<ToastType, string>> = {
  success: 'M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z',
  error: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z',
};

const ICON_COLOURS: Partial<Record<ToastType, string>> = {
  success: 'text-green-700 dark:text-green-400',
  error: 'text-red-700 dark:text-red-400',
};

function ToastIcon({ type }: { type: ToastType }) {
  if (type === 'loading') return <Spinner size="sm" className="text-fg-muted" />;
  const path = ICON_PATHS[type];
  if (!path) return null;
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" className={cx('size-5 shrink-0', ICON_COLOURS[type])} aria-hidden="true" focusable="false">
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}

/** Shows the toasts top-right. Render it once per app; the region stays in the page so additions are announced. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed top-4 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2">
      <div aria-live="polite" aria-relevant="additions text" className="flex flex-col gap-2">
        {toasts.map((item) => (
          <div
            key={item.id}
            data-type={item.type}
            // Errors interrupt; everything else waits its turn.
            role={item.type === 'error' ? 'alert' : 'status'}
            className={cx(
              'pointer-events-auto flex items-start gap-3 rounded-md border border-l-4 border-border bg-surface p-3 text-sm text-fg shadow-lg',
              ACCENTS[item.type],
            )}
          >
            <ToastIcon type={item.type} />
            <p className="min-w-0 flex-1 break-words">{item.message}</p>
            <button
              type="button"
              onClick={() => toast.dismiss(item.id)}
              aria-label="Dismiss notification"
              className={cx('-m-1 inline-flex size-6 shrink-0 items-center justify-center rounded text-fg-muted hover:text-fg', FOCUS_RING)}
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
