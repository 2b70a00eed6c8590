import { describe, expect, it } from 'vitest';
import { PROFILE_COMPLETION_STEPS, profileCompletion, type ProfileCompletionFacts } from './profile-completion';

const nothing: ProfileCompletionFacts = {
  photoPath: null,
  hasPhone: false,
  firstName: null,
  lastName: null,
  currentCity: null,
  functions: [],
  hasAcademicEntry: false,
  verifiedEmailCategories: [],
  attendedCount: 0,
  attendedWithDepositCount: 0,
  reportedSteps: [],
  referralCount: 0,
};

const everything: ProfileCompletionFacts = {
  photoPath: 'https://example.com/me.jpg',
  hasPhone: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  currentCity: 'London',
  functions: ['Engineering'],
  hasAcademicEntry: true,
  verifiedEmailCategories: ['COMPANY', 'GENERAL'],
  attendedCount: 2,
  attendedWithDepositCount: 1,
  reportedSteps: ['ASK_PUSH_NOTIFICATION', 'ADD_TO_CALENDAR'],
  referralCount: 1,
};

describe('profileCompletion', () => {
  it('lists the eleven steps of the spec in order', () => {
    const result = profileCompletion(nothing);
    expect(result.steps.map((s) => s.step)).toEqual([...PROFILE_COMPLETION_STEPS]);
    expect(result).toMatchObject({ completed: 0, total: 11, percent: 0 });
  });

  it('counts every step done when every fact is there', () => {
    expect(profileCompletion(everything)).toMatchObject({ completed: 11, total: 11, percent: 100 });
  });

  it('needs first name, last name and city for the personal details', () => {
    const done = (facts: Partial<ProfileCompletionFacts>) => profileCompletion({ ...nothing, ...facts }).steps.find((s) => s.step === 'PERSONAL_DETAILS')?.done;
    expect(done({ firstName: 'Ada', lastName: 'Lovelace' })).toBe(false);
    expect(done({ firstName: 'Ada', lastName: ' ', currentCity: 'London' })).toBe(false);
    expect(done({ firstName: 'Ada', lastName: 'Lovelace', currentCity: 'London' })).toBe(true);
  });

  it('takes only a general (personal) verified address as the personal e-mail', () => {
    const done = (categories: string[]) =>
      profileCompletion({ ...nothing, verifiedEmailCategories: categories }).steps.find((s) => s.step === 'PERSONAL_EMAIL')?.done;
    expect(done(['COMPANY', 'SCHOOL'])).toBe(false);
    expect(done(['GENERAL'])).toBe(true);
  });

  it('each fact completes exactly its own steps', () => {
    const stepsOf = (facts: Partial<ProfileCompletionFacts>) =>
      profileCompletion({ ...nothing, ...facts })
        .steps.filter((s) => s.done)
        .map((s) => s.step);
    expect(stepsOf({ photoPath: 'https://example.com/me.jpg' })).toEqual(['PROFILE_PHOTO']);
    expect(stepsOf({ hasPhone: true })).toEqual(['PHONE_NUMBER']);
    expect(stepsOf({ functions: ['Founder'] })).toEqual(['FUNCTION']);
    expect(stepsOf({ hasAcademicEntry: true })).toEqual(['SCHOOL']);
    expect(stepsOf({ attendedCount: 1 })).toEqual(['TAKE_ATTENDANCE']);
    expect(stepsOf({ attendedWithDepositCount: 1 })).toEqual(['TAKE_ATTENDANCE_WITH_DEPOSIT']);
    expect(stepsOf({ reportedSteps: ['ADD_TO_CALENDAR'] })).toEqual(['ADD_TO_CALENDAR']);
    expect(stepsOf({ reportedSteps: ['ASK_PUSH_NOTIFICATION'] })).toEqual(['ASK_PUSH_NOTIFICATION']);
    expect(stepsOf({ referralCount: 2 })).toEqual(['BRING_FRIENDS']);
  });

  it('rounds the percent', () => {
    expect(profileCompletion({ ...nothing, hasPhone: true }).percent).toBe(9);
  });
});
