import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';
import { INITIAL_MODAL_STACK, modalStackReducer, type ModalContent, type ModalEntry, type ModalOptions } from './modal-stack-reducer';

/** Spec 9: the close callback waits for the closing animation. */
export const MODAL_CLOSE_CALLBACK_DELAY_MS = 300;

export interface ModalStackApi {
  /** Pushes a modal on top; returns its id. */
  open: (content: ModalContent, options?: ModalOptions) => string;
  /** Pops the top modal; `callback` runs 300 ms later. */
  close: (callback?: () => void) => void;
  /** Closes every modal. */
  reset: () => void;
  depth: number;
}

const ModalStackContext = createContext<ModalStackApi | null>(null);

let nextModalId = 0;

export interface ModalStackProviderProps {
  children: ReactNode;
}

export function ModalStackProvider({ children }: ModalStackProviderProps) {
  const [state, dispatch] = useReducer(modalStackReducer, INITIAL_MODAL_STACK);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const open = useCallback((content: ModalContent, options: ModalOptions = {}) => {
    const id = `modal-${++nextModalId}`;
    dispatch({ type: 'open', entry: { id, content, ...options } });
    return id;
  }, []);

  const close = useCallback((callback?: () => void) => {
    dispatch({ type: 'close' });
    if (callback) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        callback();
      }, MODAL_CLOSE_CALLBACK_DELAY_MS);
      timers.current.add(timer);
    }
  }, []);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);

  const depth = state.entries.length;
  const api = useMemo<ModalStackApi>(() => ({ open, close, reset, depth }), [open, close, reset, depth]);

  return (
    <ModalStackContext.Provider value={api}>
      {children}
      {state.entries.map((entry, index) => (
        <StackedModal key={entry.id} entry={entry} isTop={index === depth - 1} close={close} />
      ))}
    </ModalStackContext.Provider>
  );
}

export function useModalStack(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('useModalStack must be used inside <ModalStackProvider>');
  return api;
}

interface StackedModalProps {
  entry: ModalEntry;
  isTop: boolean;
  close: (callback?: () => void) => void;
}

function StackedModal({ entry, isTop, close }: StackedModalProps) {
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
            className={cx('absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted hover:text-fg', FOCUS_RING)}
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true" focusable="false">
              <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
            </svg>
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
