import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { CloseIcon } from '../internal/close-icon';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';
import type { ModalEntry } from './modal-stack-reducer';

export interface StackedModalProps {
  entry: ModalEntry;
  isTop: boolean;
  close: (callback?: () => void) => void;
}

export function StackedModal({ entry, isTop, close }: StackedModalProps) {
  const content = typeof entry.content === 'function' ? entry.content(close) : entry.content;
  return (
    // Modals under the top one stay mounted but hidden (unmount={false}), so their state survives.
    <Dialog open={isTop} unmount={false} onClose={() => close()} className="relative z-50" aria-label={entry.title ? undefined : 'Dialog'}>
      <div className="fixed inset-0 bg-black/60" aria-hidden="true" />
      <div className="fixed inset-0 flex w-screen items-center justify-center overflow-y-auto p-4">
        <DialogPanel className="relative w-full max-w-lg rounded-lg border border-border bg-surface p-6 text-fg shadow-xl">
          {entry.title ? <DialogTitle className="mb-4 pr-8 text-lg font-semibold">{entry.title}</DialogTitle> : null}
          {content}
          <button
            type="button"
            onClick={() => close()}
            aria-label="Close dialog"
            className={cx(
              'absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg',
              FOCUS_RING,
            )}
          >
            <CloseIcon className="size-5" />
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
