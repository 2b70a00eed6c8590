import type { FunnelStep, FunnelStepName } from './analytics.schema';

export interface FunnelCounts {
  /** People who saw the social's page. */
  views: number;
  /** People who began an RSVP, finished or not. */
  started: number;
  /** People who sent an RSVP (past the questionnaire). */
  rsvps: number;
  /** People going: approved by the hosts, or checked in. */
  approved: number;
  /** People checked in. */
  attended: number;
}

const STEPS: readonly { step: FunnelStepName; key: keyof FunnelCounts; label: string }[] = [
  { step: 'VIEWS', key: 'views', label: 'Saw the page' },
  { step: 'STARTED', key: 'started', label: 'Started an RSVP' },
  { step: 'RSVPS', key: 'rsvps', label: 'RSVPed' },
  { step: 'APPROVED', key: 'approved', label: 'Going' },
  { step: 'ATTENDED', key: 'attended', label: 'Attended' },
];

/** `part` as a percentage of `whole`, one decimal; null when there is no whole to compare with. */
export function percentOf(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * The funnel views → started → RSVP → going → attended, each step with its share of the step
 * before. Counted by funnelOfPeople, no step has more people than the one before.
 */
export function shapeFunnel(counts: FunnelCounts): FunnelStep[] {
  return STEPS.map(({ step, key, label }, index) => {
    const previous = STEPS[index - 1];
    return { step, label, count: counts[key], ofPrevious: previous ? percentOf(counts[key], counts[previous.key]) : null };
  });
}
