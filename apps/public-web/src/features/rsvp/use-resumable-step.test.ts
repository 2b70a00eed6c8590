import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RsvpStep } from '@socials/domain';
import { useResumableStep } from './use-resumable-step';

const STEPS: RsvpStep[] = ['TICKET_TIER_SELECTION', 'QUESTIONNAIRE', 'SUCCESS'];

describe('useResumableStep', () => {
  it('comes back to the step the attendee left, in a new render of the flow (a reload, a detour)', () => {
    const first = renderHook(() => useResumableStep('social-1'));
    expect(first.result.current.resumeAt(STEPS)).toBeNull();
    act(() => first.result.current.setStep('QUESTIONNAIRE'));
    expect(first.result.current.resumeAt(STEPS)).toBe('QUESTIONNAIRE');
    first.unmount();

    const again = renderHook(() => useResumableStep('social-1'));
    expect(again.result.current.resumeAt(STEPS)).toBe('QUESTIONNAIRE');
    // Another social's flow starts at its beginning.
    expect(renderHook(() => useResumableStep('social-2')).result.current.resumeAt(STEPS)).toBeNull();
  });

  it('ignores a kept step the flow no longer has, and forgets the step once the RSVP is done', () => {
    const { result, unmount } = renderHook(() => useResumableStep('social-3'));
    act(() => result.current.setStep('PAYMENT'));
    unmount();
    expect(renderHook(() => useResumableStep('social-3')).result.current.resumeAt(STEPS)).toBeNull();

    const done = renderHook(() => useResumableStep('social-4'));
    act(() => done.result.current.setStep('QUESTIONNAIRE'));
    act(() => done.result.current.finish());
    done.unmount();
    expect(renderHook(() => useResumableStep('social-4')).result.current.resumeAt(STEPS)).toBeNull();
  });
});
