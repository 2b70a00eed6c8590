import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { funnelOfPeople, type FunnelFacts } from './funnel-of-people';
import { shapeFunnel } from './shape-funnel';

const facts = (views: boolean, started: boolean, rsvps: boolean, approved: boolean, attended: boolean): FunnelFacts => ({
  views,
  started,
  rsvps,
  approved,
  attended,
});

describe('funnelOfPeople', () => {
  it('counts a guest who RSVPed without a recorded page view as having seen the page', () => {
    const counts = funnelOfPeople([
      { facts: facts(true, false, false, false, false), people: 4 },
      { facts: facts(false, true, true, true, false), people: 5 },
    ]);
    expect(counts).toEqual({ views: 9, started: 5, rsvps: 5, approved: 5, attended: 0 });
  });

  it('counts someone checked in at the door at every step before, and nobody without a fact', () => {
    expect(
      funnelOfPeople([
        { facts: facts(false, false, false, false, true), people: 1 },
        { facts: facts(false, false, false, false, false), people: 3 },
      ]),
    ).toEqual({ views: 1, started: 1, rsvps: 1, approved: 1, attended: 1 });
  });

  it('never has a step with more people than the step before, so no share is over 100%', () => {
    const group = fc.record({
      facts: fc.record({ views: fc.boolean(), started: fc.boolean(), rsvps: fc.boolean(), approved: fc.boolean(), attended: fc.boolean() }),
      people: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(group, { maxLength: 40 }), (groups) => {
        const funnel = shapeFunnel(funnelOfPeople(groups));
        funnel.slice(1).forEach((step, i) => {
          expect(step.count).toBeLessThanOrEqual(funnel[i]?.count ?? 0);
          expect(step.ofPrevious ?? 0).toBeLessThanOrEqual(100);
        });
        // Everyone with any fact has seen the page.
        const everyone = groups.filter((g) => Object.values(g.facts).some(Boolean)).reduce((sum, g) => sum + g.people, 0);
        expect(funnel[0]?.count).toBe(everyone);
      }),
    );
  });
});
