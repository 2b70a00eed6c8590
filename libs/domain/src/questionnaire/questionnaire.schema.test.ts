import { describe, expect, it } from 'vitest';
import { QuestionType } from '../common/enums';
import { Question, Questionnaire } from './questionnaire.schema';

const coordinate = {
  id: 'role',
  questionType: 'COORDINATE',
  title: 'You are a…',
  availableAnswers: ['Founder', 'Investor'],
  subQuestions: [{ option: 'Founder', questions: [{ id: 'stage', questionType: 'SHORT_TEXT', title: 'Stage?' }] }],
};
const messagesOf = (value: unknown) => Question.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('Question contract', () => {
  it('accepts each of the ten question types', () => {
    expect(QuestionType.options).toHaveLength(10);
    for (const questionType of QuestionType.options) {
      const availableAnswers = questionType === 'MULTIPLE_CHOICES' || questionType === 'COORDINATE' ? ['A'] : [];
      expect(Question.safeParse({ id: questionType, questionType, title: 'Q', availableAnswers }).success).toBe(true);
    }
  });

  it('fills in the defaults: not required, removable, no opt-in to share', () => {
    expect(Question.parse({ id: 'q', questionType: 'SHORT_TEXT', title: 'Q' })).toEqual({
      id: 'q',
      questionType: 'SHORT_TEXT',
      isRequired: false,
      title: 'Q',
      availableAnswers: [],
      subQuestions: [],
      userDataMapping: null,
      canRemove: true,
      isOptInShareResponse: false,
    });
  });

  it('"subQuestions (each with option and nested questions)" — only on COORDINATE, under an offered answer', () => {
    expect(Question.safeParse(coordinate).success).toBe(true);
    expect(messagesOf({ ...coordinate, questionType: 'MULTIPLE_CHOICES' })).toEqual(['Only a COORDINATE question has sub-questions']);
    expect(messagesOf({ ...coordinate, subQuestions: [{ ...coordinate.subQuestions[0], option: 'Student' }] })).toEqual([
      'Sub-questions must belong to one of the answers',
    ]);
    expect(messagesOf({ ...coordinate, subQuestions: [coordinate.subQuestions[0], coordinate.subQuestions[0]] })).toEqual([
      'This answer already has sub-questions',
    ]);
  });

  it('choice questions need distinct answers to choose from', () => {
    expect(messagesOf({ id: 'q', questionType: 'MULTIPLE_CHOICES', title: 'Q' })).toEqual(['A choice question needs at least one answer to choose from']);
    expect(messagesOf({ id: 'q', questionType: 'MULTIPLE_CHOICES', title: 'Q', availableAnswers: ['A', 'A'] })).toEqual(['Answers to choose from must differ']);
  });

  it('a questionnaire uses each question id once, sub-questions included', () => {
    expect(Questionnaire.safeParse([coordinate, { id: 'intro', questionType: 'SHORT_TEXT', title: 'Q' }]).success).toBe(true);
    const clash = Questionnaire.safeParse([coordinate, { id: 'stage', questionType: 'SHORT_TEXT', title: 'Q' }]);
    expect(clash.error?.issues.map((issue) => issue.message)).toEqual(['Question id "stage" is used twice']);
  });
});
