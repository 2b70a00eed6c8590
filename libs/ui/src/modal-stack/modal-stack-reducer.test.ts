import { describe, expect, it } from 'vitest';
import { INITIAL_MODAL_STACK, modalStackReducer, type ModalEntry, type ModalStackState } from './modal-stack-reducer';

const entry = (id: string): ModalEntry => ({ id, content: id });

describe('modalStackReducer', () => {
  it('pushes on open', () => {
    const one = modalStackReducer(INITIAL_MODAL_STACK, { type: 'open', entry: entry('a') });
    const two = modalStackReducer(one, { type: 'open', entry: entry('b') });
    expect(two.entries.map((e) => e.id)).toEqual(['a', 'b']);
    expect(one.entries.map((e) => e.id)).toEqual(['a']);
  });

  it('pops the last on close', () => {
    const state: ModalStackState = { entries: [entry('a'), entry('b')] };
    expect(modalStackReducer(state, { type: 'close' }).entries.map((e) => e.id)).toEqual(['a']);
  });

  it('leaves an empty stack alone on close and reset', () => {
    expect(modalStackReducer(INITIAL_MODAL_STACK, { type: 'close' })).toBe(INITIAL_MODAL_STACK);
    expect(modalStackReducer(INITIAL_MODAL_STACK, { type: 'reset' })).toBe(INITIAL_MODAL_STACK);
  });

  it('clears everything on reset', () => {
    const state: ModalStackState = { entries: [entry('a'), entry('b'), entry('c')] };
    expect(modalStackReducer(state, { type: 'reset' }).entries).toEqual([]);
  });
});
