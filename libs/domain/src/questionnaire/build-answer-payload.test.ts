import { describe, expect, it } from 'vitest';
import { buildAnswerPayload } from './build-answer-payload';
import { initialQuestionnaireValues } from './questionnaire-form-values';
import { sampleQuestionnaire } from './questionnaire.fixture';

const pick = (ids: string[]) => sampleQuestionnaire.filter((question) => ids.includes(question.id));

describe('buildAnswerPayload', () => {
  it('"An answer is sent only if it is filled in"', () => {
    const questions = pick(['intro', 'story', 'topics', 'phone', 'company', 'school', 'work-email', 'role']);
    expect(buildAnswerPayload(questions, initialQuestionnaireValues(questions))).toEqual([]);
    expect(buildAnswerPayload(questions, { intro: { answer: '   ' }, topics: { answers: [] } })).toEqual([]);
  });

  it('"Each sent answer holds questionId and isOptInShareResponse plus fields by type" — short and long text: answer', () => {
    const values = { intro: { answer: '  Robots ' }, story: { answer: 'Long story', isOptInShareResponse: true } };
    expect(buildAnswerPayload(pick(['intro', 'story']), values)).toEqual([
      { questionId: 'intro', isOptInShareResponse: false, answer: 'Robots' },
      { questionId: 'story', isOptInShareResponse: true, answer: 'Long story' },
    ]);
  });

  it('opts in to sharing only where the question offers it', () => {
    expect(buildAnswerPayload(pick(['intro']), { intro: { answer: 'x', isOptInShareResponse: true } })[0]?.isOptInShareResponse).toBe(false);
  });

  it('"Mobile: needs both number and country code … The mobile is sent as a number, with countryCode"', () => {
    expect(buildAnswerPayload(pick(['phone']), { phone: { mobile: '(212) 555-0100', countryCode: '1' } })).toEqual([
      { questionId: 'phone', isOptInShareResponse: false, mobile: 2125550100, countryCode: '+1' },
    ]);
    expect(buildAnswerPayload(pick(['phone']), { phone: { mobile: '', countryCode: '+65' } })).toEqual([]);
  });

  it('"The country code is normalised to a single leading plus, default +1"', () => {
    expect(buildAnswerPayload(pick(['phone']), { phone: { mobile: '81234567', countryCode: '++65' } })[0]?.countryCode).toBe('+65');
    expect(buildAnswerPayload(pick(['phone']), { phone: { mobile: '81234567' } })[0]?.countryCode).toBe('+1');
  });

  it('"Company verification: name and jobTitle. A name is required."', () => {
    expect(buildAnswerPayload(pick(['company']), { company: { name: ' Acme ', jobTitle: 'CTO' } })).toEqual([
      { questionId: 'company', isOptInShareResponse: false, name: 'Acme', jobTitle: 'CTO' },
    ]);
    expect(buildAnswerPayload(pick(['company']), { company: { name: '', jobTitle: 'CTO' } })).toEqual([]);
  });

  it('"School verification: name, degree and classOfGraduation. A name is required."', () => {
    expect(buildAnswerPayload(pick(['school']), { school: { name: 'MIT', degree: 'BSc', classOfGraduation: '2012' } })).toEqual([
      { questionId: 'school', isOptInShareResponse: false, name: 'MIT', degree: 'BSc', classOfGraduation: 2012 },
    ]);
    expect(buildAnswerPayload(pick(['school']), { school: { degree: 'BSc' } })).toEqual([]);
  });

  it('"Single checkbox: isTrue, true or false, default false"', () => {
    const questions = pick(['photo-ok']);
    expect(buildAnswerPayload(questions, initialQuestionnaireValues(questions))).toEqual([
      { questionId: 'photo-ok', isOptInShareResponse: false, isTrue: false },
    ]);
    expect(buildAnswerPayload(questions, { 'photo-ok': { isTrue: true } })[0]?.isTrue).toBe(true);
  });

  it('"Multiple choices: answers, a list, default empty"', () => {
    const questions = pick(['topics']);
    expect(initialQuestionnaireValues(questions)['topics']).toEqual({ answers: [] });
    expect(buildAnswerPayload(questions, { topics: { answers: ['AI', 'Climate'] } })).toEqual([
      { questionId: 'topics', isOptInShareResponse: false, answers: ['AI', 'Climate'] },
    ]);
  });

  it('"Coordinate: sends its answer and also the answers to the sub-questions of the chosen option"', () => {
    const values = { role: { answer: 'Founder' }, stage: { answer: 'Seed' }, cheque: { answer: '$50K' } };
    expect(buildAnswerPayload(pick(['role']), values)).toEqual([
      { questionId: 'role', isOptInShareResponse: false, answer: 'Founder' },
      { questionId: 'stage', isOptInShareResponse: false, answer: 'Seed' },
    ]);
  });

  it('keeps questionnaire order', () => {
    const values = { conduct: { isTrue: true }, intro: { answer: 'Hi' } };
    expect(buildAnswerPayload(sampleQuestionnaire, values).map((answer) => answer.questionId)).toEqual(['intro', 'photo-ok', 'conduct']);
  });
});
