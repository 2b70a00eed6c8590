import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState, type ReactNode } from 'react';
import { INITIAL_MODAL_STACK, modalStackReducer, type ModalContent, type ModalOptions } from './modal-stack-reducer';
import type { StackedModal as StackedModalComponent } from './stacked-modal';

/** The close callback waits for the closing animation. */
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

let loadedStackedModal: typeof StackedModalComponent | null = null;
let stackedModalLoading: Promise<typeof StackedModalComponent> | null = null;

/**
 * Loads the dialog (Headless UI's, about 20 kB gzipped) apart from the app frame, so that no first
 * page waits for it; every ModalStackProvider starts it after its first render. Tests await it in
 * their setup, so a modal opens in the same render there.
 */
export function preloadModalDialog(): Promise<typeof StackedModalComponent> {
  stackedModalLoading ??= import('./stacked-modal').then(
    (module) => (loadedStackedModal = module.StackedModal),
    (error: unknown) => {
      stackedModalLoading = null;
      throw error;
    },
  );
  return stackedModalLoading;
}

function useStackedModalComponent(): typeof StackedModalComponent | null {
  const [component, setComponent] = useState(() => loadedStackedModal);
  useEffect(() => {
    if (component) return;
    let mounted = true;
    void preloadModalDialog().then(
      (loaded) => {
        if (mounted) setComponent(() => loaded);
      },
      // A chunk gone after a deploy: the modals stay closed, and the next page load gets the new one.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [component]);
  return component;
}

export function ModalStackProvider({ children }: ModalStackProviderProps) {
  const [state, dispatch] = useReducer(modalStackReducer, INITIAL_MODAL_STACK);
  const StackedModal = useStackedModalComponent();
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
      {StackedModal ? state.entries.map((entry, index) => <StackedModal key={entry.id} entry={entry} isTop={index === depth - 1} close={close} />) : null}
    </ModalStackContext.Provider>
  );
}

export function useModalStack(): ModalStackApi {
  const api = useContext(ModalStackContext);
  if (!api) throw new Error('useModalStack must be used inside <ModalStackProvider>');
  return api;
}
