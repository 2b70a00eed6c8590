import { describe, expect, it } from 'vitest';
import { buildAnswerPayload, Question, type QuestionAnswer } from '@socials/domain';
import { questionIdOfField, questionnaireFields } from './questionnaire-fields';

const questions = [
  Question.parse({ id: 'a.b', questionType: 'SHORT_TEXT', title: 'Dotted id' }),
  Question.parse({ id: 'phone', questionType: 'MOBILE', title: 'Mobile' }),
  Question.parse({ id: 'school', questionType: 'SCHOOL_VERIFICATION', title: 'School' }),
  Question.parse({ id: 'topics', questionType: 'MULTIPLE_CHOICES', title: 'Topics', availableAnswers: ['AI', 'Web'] }),
];

describe('questionnaireFields', () => {
  it('keys every question safely for form paths, dotted ids included', () => {
    const fields = questionnaireFields(questions);
    expect(fields.all.map((question) => fields.keyOf(question.id))).toEqual(['q0', 'q1', 'q2', 'q3']);
  });

  it('fills the form from saved answers so that sending it again gives the same answers', () => {
    const saved: QuestionAnswer[] = [
      { questionId: 'a.b', isOptInShareResponse: false, answer: 'Hi' },
      { questionId: 'phone', isOptInShareResponse: false, mobile: 5551234, countryCode: '+44' },
      { questionId: 'school', isOptInShareResponse: false, name: 'MIT', degree: 'BSc', classOfGraduation: 2012 },
      { questionId: 'topics', isOptInShareResponse: false, answers: ['Web'] },
    ];
    const fields = questionnaireFields(questions);
    const form = fields.initialValues(saved);

    expect(form['q1']).toEqual({ mobile: '5551234', countryCode: '+44', isOptInShareResponse: false });
    expect(buildAnswerPayload(questions, fields.byQuestionId(form))).toEqual(saved);
  });

  it('starts unanswered questions from their defaults', () => {
    const form = questionnaireFields(questions).initialValues([]);
    expect(form['q1']).toEqual({ mobile: '', countryCode: '+1' });
    expect(form['q3']).toEqual({ answers: [] });
  });
});

describe('questionIdOfField', () => {
  it('reads the question a server field error names', () => {
    expect(questionIdOfField('body.answers.a.b')).toBe('a.b');
    expect(questionIdOfField('body.ticketTierId')).toBeNull();
  });
});
