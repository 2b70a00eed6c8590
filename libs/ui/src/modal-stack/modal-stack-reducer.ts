import type { ReactNode } from 'react';

export type ModalContent = ReactNode | ((close: (callback?: () => void) => void) => ReactNode);

export interface ModalOptions {
  /** Names the dialog (aria-labelledby) and is shown as its heading. */
  title?: string;
}

export interface ModalEntry extends ModalOptions {
  id: string;
  content: ModalContent;
}

export interface ModalStackState {
  entries: readonly ModalEntry[];
}

export type ModalStackAction = { type: 'open'; entry: ModalEntry } | { type: 'close' } | { type: 'reset' };

export const INITIAL_MODAL_STACK: ModalStackState = { entries: [] };

/** Open pushes, close pops the last, reset clears all. Only the last entry is shown. */
export function modalStackReducer(state: ModalStackState, action: ModalStackAction): ModalStackState {
  switch (action.type) {
    case 'open':
      return { entries: [...state.entries, action.entry] };
    case 'close':
      return state.entries.length === 0 ? state : { entries: state.entries.slice(0, -1) };
    case 'reset':
      return state.entries.length === 0 ? state : INITIAL_MODAL_STACK;
  }
}
