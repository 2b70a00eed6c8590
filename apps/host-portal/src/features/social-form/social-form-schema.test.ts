import { describe, expect, it } from 'vitest';
import { CreateSocialBody, SOCIAL_LIMITS, SOCIAL_TAG_LIMITS, TICKET_TIER_LIMITS } from '@socials/domain';
import { CreateSocialForm, emptySocialFormValues, type SocialFormValues } from './social-form-schema';

const ZONE = 'America/New_York';

function filledIn(changes: Partial<SocialFormValues> = {}): SocialFormValues {
  return {
    ...emptySocialFormValues(ZONE),
    title: 'Founders Dinner',
    eventTimestamp: '2031-05-01T19:00',
    eventEndTimestamp: '2031-05-01T22:00',
    venueData: { name: 'The Loft', address: '' },
    ...changes,
  };
}

/** The fields the form refuses, each with the form's own message (the server's contract runs only once the form is content). */
function refusals(values: SocialFormValues) {
  const result = CreateSocialForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

const tagList = (count: number, length = 5) => Array.from({ length: count }, (_, i) => `${i}`.padStart(length, 't'));

// The form takes the limits from the contract, so it refuses exactly what the server refuses, with its own words.
describe('the social form and the server agree on limits', () => {
  it('takes as many tags as the server, each as long, and refuses one more tag or one more character', () => {
    const most = tagList(SOCIAL_TAG_LIMITS.maxTags, SOCIAL_TAG_LIMITS.maxLength);
    expect(refusals(filledIn({ tags: most.join(', ') }))).toEqual([]);
    expect(CreateSocialBody.safeParse({ ...validBody(), tags: most }).success).toBe(true);

    const tooMany = tagList(SOCIAL_TAG_LIMITS.maxTags + 1);
    expect(refusals(filledIn({ tags: tooMany.join(', ') }))).toEqual([{ field: 'tags', message: `At most ${SOCIAL_TAG_LIMITS.maxTags} tags` }]);
    expect(CreateSocialBody.safeParse({ ...validBody(), tags: tooMany }).success).toBe(false);

    const tooLong = tagList(1, SOCIAL_TAG_LIMITS.maxLength + 1);
    expect(refusals(filledIn({ tags: tooLong.join(', ') }))).toEqual([
      { field: 'tags', message: `Each tag may have at most ${SOCIAL_TAG_LIMITS.maxLength} characters` },
    ]);
    expect(CreateSocialBody.safeParse({ ...validBody(), tags: tooLong }).success).toBe(false);
  });

  it('takes a title, a description and a tier name as long as the server takes, and refuses one character more on that field', () => {
    const longest = filledIn({
      title: 'T'.repeat(SOCIAL_LIMITS.titleMax),
      description: 'D'.repeat(SOCIAL_LIMITS.descriptionMax),
      venueData: { name: 'V'.repeat(SOCIAL_LIMITS.venueNameMax), address: 'A'.repeat(SOCIAL_LIMITS.venueAddressMax) },
    });
    longest.ticketTiers = [{ ...longest.ticketTiers[0]!, name: 'N'.repeat(TICKET_TIER_LIMITS.nameMax) }];
    expect(refusals(longest)).toEqual([]);

    expect(refusals(filledIn({ title: 'T'.repeat(SOCIAL_LIMITS.titleMax + 1) })).map((r) => r.field)).toEqual(['title']);
    expect(refusals(filledIn({ title: 'T'.repeat(SOCIAL_LIMITS.titleMin - 1) })).map((r) => r.field)).toEqual(['title']);
    expect(refusals(filledIn({ description: 'D'.repeat(SOCIAL_LIMITS.descriptionMax + 1) })).map((r) => r.field)).toEqual(['description']);
    expect(refusals(filledIn({ venueData: { name: 'V'.repeat(SOCIAL_LIMITS.venueNameMax + 1), address: '' } })).map((r) => r.field)).toEqual([
      'venueData.name',
    ]);
    const longTier = filledIn();
    longTier.ticketTiers = [{ ...longTier.ticketTiers[0]!, name: 'N'.repeat(TICKET_TIER_LIMITS.nameMax + 1) }];
    expect(refusals(longTier).map((r) => r.field)).toEqual(['ticketTiers.0.name']);
  });
});

function validBody() {
  const result = CreateSocialForm.safeParse(filledIn());
  if (!result.success) throw new Error(result.error.message);
  return result.data;
}
