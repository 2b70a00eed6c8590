import { z } from 'zod';
import { CHOICE_QUESTION_TYPES, QuestionType, type NestedQuestion, type Question } from '@socials/domain';

/**
 * One question as the builder holds it: the contract's field names (so that Questionnaire errors
 * land on the right input), with the answers to choose from as one text, one answer per line.
 */
export const NestedQuestionFormValue = z.object({
  id: z.string(),
  questionType: QuestionType,
  isRequired: z.boolean(),
  title: z.string(),
  availableAnswers: z.string(),
  userDataMapping: z.string().nullable(),
  canRemove: z.boolean(),
  createdAt: z.number().optional(),
  isOptInShareResponse: z.boolean(),
});
export type NestedQuestionFormValue = z.infer<typeof NestedQuestionFormValue>;

export const QuestionFormValue = NestedQuestionFormValue.extend({
  subQuestions: z.array(z.object({ option: z.string(), questions: z.array(NestedQuestionFormValue) })),
});
export type QuestionFormValue = z.infer<typeof QuestionFormValue>;

export const QUESTION_TYPE_LABELS: Readonly<Record<QuestionType, string>> = {
  SHORT_TEXT: 'Short text',
  LONG_TEXT: 'Long text',
  MULTIPLE_CHOICES: 'Multiple choices',
  SINGLE_CHECKBOX: 'Yes / no checkbox',
  MOBILE: 'Mobile number',
  ORGANIZATION_EMAIL_VERIFICATION: 'Organization e-mail verification',
  COMPANY_VERIFICATION: 'Company',
  SCHOOL_VERIFICATION: 'School',
  CUSTOM_CHECKBOX: 'Custom checkbox',
  COORDINATE: 'Choice with follow-up questions',
};

export const hasChoices = (type: QuestionType) => CHOICE_QUESTION_TYPES.includes(type);

/** The lines of the answers text that hold something. */
export const choicesOf = (availableAnswers: string) =>
  availableAnswers
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

let questionCounter = 0;
/** A fresh question id, unique within the questionnaire (ids of saved questions are kept). */
export function newQuestionId(): string {
  questionCounter += 1;
  return `q-${Date.now().toString(36)}-${questionCounter}`;
}

export function newQuestion(questionType: QuestionType = 'SHORT_TEXT'): QuestionFormValue {
  return {
    id: newQuestionId(),
    questionType,
    isRequired: false,
    title: '',
    availableAnswers: '',
    userDataMapping: null,
    canRemove: true,
    isOptInShareResponse: false,
    subQuestions: [],
  };
}

export function newNestedQuestion(): NestedQuestionFormValue {
  const { subQuestions: _none, ...question } = newQuestion();
  return question;
}

function nestedToBody(value: NestedQuestionFormValue): NestedQuestion {
  return {
    id: value.id,
    questionType: value.questionType,
    isRequired: value.isRequired,
    title: value.title.trim(),
    // Only choice questions keep answers to choose from; a type change leaves no stale ones behind.
    availableAnswers: hasChoices(value.questionType) ? choicesOf(value.availableAnswers) : [],
    userDataMapping: value.userDataMapping,
    canRemove: value.canRemove,
    ...(value.createdAt === undefined ? {} : { createdAt: value.createdAt }),
    isOptInShareResponse: value.isOptInShareResponse,
  };
}

/** The builder's questions as the contract's Question list (checked by Questionnaire afterwards). */
export function questionnaireToBody(values: readonly QuestionFormValue[]): Question[] {
  return values.map((value) => ({
    ...nestedToBody(value),
    subQuestions:
      value.questionType === 'COORDINATE' ? value.subQuestions.map((group) => ({ option: group.option, questions: group.questions.map(nestedToBody) })) : [],
  }));
}

function nestedToForm(question: NestedQuestion): NestedQuestionFormValue {
  return {
    id: question.id,
    questionType: question.questionType,
    isRequired: question.isRequired,
    title: question.title,
    availableAnswers: question.availableAnswers.join('\n'),
    userDataMapping: question.userDataMapping,
    canRemove: question.canRemove,
    ...(question.createdAt === undefined ? {} : { createdAt: question.createdAt }),
    isOptInShareResponse: question.isOptInShareResponse,
  };
}

export function questionnaireToForm(questions: readonly Question[]): QuestionFormValue[] {
  return questions.map((question) => ({
    ...nestedToForm(question),
    subQuestions: question.subQuestions.map((group) => ({ option: group.option, questions: group.questions.map(nestedToForm) })),
  }));
}
