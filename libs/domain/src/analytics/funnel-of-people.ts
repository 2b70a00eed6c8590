import type { FunnelCounts } from './shape-funnel';

/** What one person did for one social: each fact is one step of the funnel. */
export type FunnelFacts = Readonly<Record<keyof FunnelCounts, boolean>>;

/** How many people share the same facts (the database counts them per combination, not one row per person). */
export interface FunnelFactsGroup {
  facts: FunnelFacts;
  people: number;
}

const STEP_ORDER: readonly (keyof FunnelCounts)[] = ['views', 'started', 'rsvps', 'approved', 'attended'];

/**
 * The people at each step of the funnel. A person counts at the furthest step they reached and at
 * every step before it: a guest who RSVPed from a link the page tracker never saw has still seen the
 * page, and someone checked in at the door was going. So no step ever has more people than the one before.
 */
export function funnelOfPeople(groups: readonly FunnelFactsGroup[]): FunnelCounts {
  const counts: FunnelCounts = { views: 0, started: 0, rsvps: 0, approved: 0, attended: 0 };
  for (const { facts, people } of groups) {
    const furthest = STEP_ORDER.findLastIndex((step) => facts[step]);
    for (const step of STEP_ORDER.slice(0, furthest + 1)) counts[step] += people;
  }
  return counts;
}
