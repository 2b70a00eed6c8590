import { describe, expect, it } from 'vitest';
import { CONFERENCE_LIMITS, ConferencePassInput } from '@socials/domain';
import { ConferenceFormSchema, EMPTY_CONFERENCE, type ConferenceFormValues } from './conference-form-values';

const filledIn = (changes: Partial<ConferenceFormValues> = {}): ConferenceFormValues => ({
  ...EMPTY_CONFERENCE,
  name: 'Harbor Summit',
  slug: 'harbor-summit',
  startsAt: '2031-05-01T09:00',
  endsAt: '2031-05-02T18:00',
  ...changes,
});

const refusedFields = (values: ConferenceFormValues) => {
  const result = ConferenceFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

const pass = (quantity: number) => ({ name: 'General admission', price: '250', quantity: String(quantity) });
const serverTakes = (quantity: number) => ConferencePassInput.safeParse({ name: 'General admission', priceCents: 25_000, quantity }).success;

// The form reads the contract's limits, so an organizer hears no before saving rather than after.
describe('the conference form and the server agree on limits', () => {
  it('takes as many tickets in a pass as the server, and refuses one more on that pass', () => {
    const most = CONFERENCE_LIMITS.passQuantityMax;
    expect(serverTakes(most)).toBe(true);
    expect(refusedFields(filledIn({ passes: [pass(most)] }))).toEqual([]);

    expect(serverTakes(most + 1)).toBe(false);
    expect(refusedFields(filledIn({ passes: [pass(most + 1)] }))).toEqual(['passes.0.quantity']);
  });

  it('refuses a web address name (slug) longer than the server keeps', () => {
    expect(refusedFields(filledIn({ slug: 'a'.repeat(CONFERENCE_LIMITS.slugMax) }))).toEqual([]);
    expect(refusedFields(filledIn({ slug: 'a'.repeat(CONFERENCE_LIMITS.slugMax + 1) }))).toEqual(['slug']);
  });
});
