import { describe, expect, it } from 'vitest';
import type { QuestionAnswer } from './questionnaire.schema';
import { buildAnswerPayload } from './build-answer-payload';
import { NOTIFY_ME_QUESTION_ID } from './notify-me-question';
import { sampleQuestionnaire } from './questionnaire.fixture';
import { validateAnswers } from './validate-answers';

const answer = (questionId: string, fields: Partial<QuestionAnswer>): QuestionAnswer => ({ questionId, isOptInShareResponse: false, ...fields });

/** Answers to the four required questions of the sample (intro, topics, conduct, role + its sub-question). */
const requiredAnswers = [
  answer('intro', { answer: 'Robots' }),
  answer('topics', { answers: ['AI'] }),
  answer('conduct', { isTrue: true }),
  answer('role', { answer: 'Founder' }),
  answer('stage', { answer: 'Seed' }),
];
const withAnswer = (extra: QuestionAnswer) => validateAnswers(sampleQuestionnaire, [...requiredAnswers, extra]);

describe('validateAnswers', () => {
  it('accepts what buildAnswerPayload sends for a complete form', () => {
    const values = {
      intro: { answer: 'Robots' },
      story: { answer: 'Long story', isOptInShareResponse: true },
      topics: { answers: ['AI', 'Fintech'] },
      'photo-ok': { isTrue: false },
      phone: { mobile: '212 555 0100', countryCode: '1' },
      'work-email': { answer: 'ada@acme.com' },
      company: { name: 'Acme', jobTitle: 'CTO' },
      school: { name: 'MIT', degree: 'BSc', classOfGraduation: 2012 },
      conduct: { isTrue: true },
      role: { answer: 'Investor' },
      cheque: { answer: '$50K' },
    };
    expect(validateAnswers(sampleQuestionnaire, buildAnswerPayload(sampleQuestionnaire, values))).toEqual([]);
  });

  it('names each required question left unanswered', () => {
    expect(validateAnswers(sampleQuestionnaire, [])).toEqual([
      { questionId: 'intro', message: 'This question is required' },
      { questionId: 'topics', message: 'This question is required' },
      { questionId: 'conduct', message: 'This question is required' },
      { questionId: 'role', message: 'This question is required' },
    ]);
  });

  it('requires the required sub-questions of the chosen option only', () => {
    const withoutStage = requiredAnswers.filter((item) => item.questionId !== 'stage');
    expect(validateAnswers(sampleQuestionnaire, withoutStage)).toEqual([{ questionId: 'stage', message: 'This question is required' }]);
  });

  it('rejects answers to sub-questions of an option that was not chosen', () => {
    expect(withAnswer(answer('cheque', { answer: '$1M' }))).toEqual([{ questionId: 'cheque', message: 'This question was not asked' }]);
  });

  it('rejects answers to unknown questions and answers given twice', () => {
    expect(withAnswer(answer('nope', { answer: 'x' }))).toEqual([{ questionId: 'nope', message: 'This question was not asked' }]);
    expect(withAnswer(answer('intro', { answer: 'again' }))).toEqual([{ questionId: 'intro', message: 'This question is answered more than once' }]);
  });

  it('checks choices are among the answers offered', () => {
    expect(
      validateAnswers(sampleQuestionnaire, [...requiredAnswers.slice(0, 1), answer('topics', { answers: ['AI', 'Crypto'] }), ...requiredAnswers.slice(2)]),
    ).toEqual([{ questionId: 'topics', message: 'Choose one of the answers offered' }]);
    const otherRole = requiredAnswers.map((item) => (item.questionId === 'role' ? answer('role', { answer: 'Student' }) : item));
    expect(validateAnswers(sampleQuestionnaire, otherRole)).toEqual([
      { questionId: 'role', message: 'Choose one of the answers offered' },
      { questionId: 'stage', message: 'This question was not asked' },
    ]);
  });

  it('checks the fields of each type', () => {
    expect(withAnswer(answer('story', { answers: ['x'] }))[0]?.questionId).toBe('story');
    expect(withAnswer(answer('phone', { mobile: 2125550100 }))).toEqual([{ questionId: 'phone', message: 'Enter a country code' }]);
    expect(withAnswer(answer('phone', { mobile: 21.5, countryCode: '+1' }))).toEqual([{ questionId: 'phone', message: 'Enter a valid mobile number' }]);
    expect(withAnswer(answer('phone', { mobile: 2125550100, countryCode: '1' }))).toEqual([
      { questionId: 'phone', message: 'Enter a country code such as +1' },
    ]);
    expect(withAnswer(answer('work-email', { answer: 'not-an-email' }))).toEqual([{ questionId: 'work-email', message: 'Enter a valid e-mail address' }]);
    expect(withAnswer(answer('school', { name: 'MIT', classOfGraduation: 12 }))).toEqual([{ questionId: 'school', message: 'Enter a year such as 2012' }]);
  });

  it('"Company verification … A name is required." (and so for school)', () => {
    expect(withAnswer(answer('company', { jobTitle: 'CTO' }))).toEqual([{ questionId: 'company', message: 'Enter the company name' }]);
    expect(withAnswer(answer('school', { name: '  ' }))).toEqual([{ questionId: 'school', message: 'Enter the school name' }]);
  });

  it('a required checkbox must be ticked', () => {
    const unticked = requiredAnswers.map((item) => (item.questionId === 'conduct' ? answer('conduct', { isTrue: false }) : item));
    expect(validateAnswers(sampleQuestionnaire, unticked)).toEqual([{ questionId: 'conduct', message: 'Tick this box to continue' }]);
  });

  it('refuses an opt-in to share where the question does not offer it', () => {
    expect(withAnswer({ ...answer('company', { name: 'Acme' }), isOptInShareResponse: true })).toEqual([
      { questionId: 'company', message: 'This question does not offer sharing the response' },
    ]);
  });

  it('always accepts the optional notify-me checkbox', () => {
    expect(withAnswer(answer(NOTIFY_ME_QUESTION_ID, { isTrue: true }))).toEqual([]);
  });
});
