import type { FunnelStep, FunnelStepName } from './analytics.schema';

export interface FunnelCounts {
  /** Page views of the social. */
  views: number;
  /** RSVPs begun, finished or not. */
  started: number;
  /** RSVPs sent (past the questionnaire). */
  rsvps: number;
  /** RSVPs the hosts approved (going or checked in). */
  approved: number;
  attended: number;
}

const STEPS: readonly { step: FunnelStepName; key: keyof FunnelCounts; label: string }[] = [
  { step: 'VIEWS', key: 'views', label: 'Page views' },
  { step: 'STARTED', key: 'started', label: 'Started an RSVP' },
  { step: 'RSVPS', key: 'rsvps', label: 'RSVPs' },
  { step: 'APPROVED', key: 'approved', label: 'Approved' },
  { step: 'ATTENDED', key: 'attended', label: 'Attended' },
];

/** `part` as a percentage of `whole`, one decimal; null when there is no whole to compare with. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * The funnel views → started → RSVP → approved → attended, each step with its share of the step
 * before. A page view is recorded by the browser, so a guest who RSVPs from a link the tracker
 * never saw can make a later step larger than an earlier one: the share then exceeds 100.
 */
export function shapeFunnel(counts: FunnelCounts): FunnelStep[] {
  return STEPS.map(({ step, key, label }, index) => {
    const previous = STEPS[index - 1];
    return { step, label, count: counts[key], ofPrevious: previous ? percentOf(counts[key], counts[previous.key]) : null };
  });
}
