import { describe, expect, it } from 'vitest';
import { Question } from './questionnaire.schema';
import { buildAnswerPayload } from './build-answer-payload';
import { NOTIFY_ME_QUESTION, NOTIFY_ME_QUESTION_ID, needsNotifyMeQuestion, notifyMeChoice, withNotifyMeQuestion } from './notify-me-question';
import { initialQuestionnaireValues } from './questionnaire-form-values';
import { sampleQuestionnaire } from './questionnaire.fixture';

// "For social use, if the user is not subscribed to all hosts, or not subscribed to product
// updates, an extra optional checkbox question is added, checked by default, with the texts
// "I want to be notified about future events from these hosts" and an invitation to curated events."
describe('notify-me question', () => {
  const subscribed = { isSubscribedAllHosts: true, isSubscribedToUpdate: true };

  it('is added when the user is not subscribed to all hosts, or not to product updates', () => {
    expect(needsNotifyMeQuestion(subscribed)).toBe(false);
    expect(needsNotifyMeQuestion({ ...subscribed, isSubscribedAllHosts: false })).toBe(true);
    expect(needsNotifyMeQuestion({ ...subscribed, isSubscribedToUpdate: false })).toBe(true);
    expect(withNotifyMeQuestion(sampleQuestionnaire, subscribed)).toEqual(sampleQuestionnaire);
    expect(withNotifyMeQuestion([], { ...subscribed, isSubscribedToUpdate: false })).toEqual([NOTIFY_ME_QUESTION]);
  });

  it('is an optional checkbox with the spec text, valid under the contract', () => {
    expect(Question.parse(NOTIFY_ME_QUESTION)).toEqual(NOTIFY_ME_QUESTION);
    expect(NOTIFY_ME_QUESTION).toMatchObject({
      questionType: 'SINGLE_CHECKBOX',
      isRequired: false,
      title: 'I want to be notified about future events from these hosts',
    });
  });

  it('is checked by default, so an untouched form sends isTrue: true', () => {
    const questions = withNotifyMeQuestion([], { isSubscribedAllHosts: false, isSubscribedToUpdate: true });
    const answers = buildAnswerPayload(questions, initialQuestionnaireValues(questions));
    expect(answers).toEqual([{ questionId: NOTIFY_ME_QUESTION_ID, isOptInShareResponse: false, isTrue: true }]);
    expect(notifyMeChoice(answers)).toBe(true);
  });

  it('reads the choice back, or null when it was not asked', () => {
    expect(notifyMeChoice([{ questionId: NOTIFY_ME_QUESTION_ID, isOptInShareResponse: false, isTrue: false }])).toBe(false);
    expect(notifyMeChoice([])).toBeNull();
  });
});
