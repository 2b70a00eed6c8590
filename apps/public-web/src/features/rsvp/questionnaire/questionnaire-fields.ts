import {
  initialQuestionnaireValues,
  type NestedQuestion,
  type Question,
  type QuestionAnswer,
  type QuestionFormValue,
  type QuestionnaireFormValues,
} from '@socials/domain';

/** The form's values: one entry per question, under a key safe for react-hook-form paths (ids may hold dots). */
export type QuestionnaireForm = Record<string, QuestionFormValue>;

export interface QuestionnaireFields {
  /** Every question and sub-question, in order. */
  all: NestedQuestion[];
  keyOf: (questionId: string) => string;
  /** The form's starting values; a half-done RSVP's answers fill them in. */
  initialValues: (answers: readonly QuestionAnswer[]) => QuestionnaireForm;
  /** The form's values by question id, as buildAnswerPayload reads them. */
  byQuestionId: (form: QuestionnaireForm) => QuestionnaireFormValues;
}

/** A saved answer back as the form holds it (the inverse of buildAnswerPayload for one question). */
export function formValueFromAnswer(answer: QuestionAnswer): QuestionFormValue {
  const value: QuestionFormValue = { isOptInShareResponse: answer.isOptInShareResponse };
  if (answer.answer !== undefined) value.answer = answer.answer;
  if (answer.answers !== undefined) value.answers = [...answer.answers];
  if (answer.mobile !== undefined) value.mobile = String(answer.mobile);
  if (answer.countryCode !== undefined) value.countryCode = answer.countryCode;
  if (answer.isTrue !== undefined) value.isTrue = answer.isTrue;
  if (answer.name !== undefined) value.name = answer.name;
  if (answer.jobTitle !== undefined) value.jobTitle = answer.jobTitle;
  if (answer.degree !== undefined) value.degree = answer.degree;
  if (answer.classOfGraduation !== undefined && answer.classOfGraduation !== null) value.classOfGraduation = String(answer.classOfGraduation);
  return value;
}

export function questionnaireFields(questions: readonly Question[]): QuestionnaireFields {
  const all = questions.flatMap((question): NestedQuestion[] => [question, ...question.subQuestions.flatMap((group) => group.questions)]);
  const keys = new Map(all.map((question, i) => [question.id, `q${i}`]));
  const keyOf = (questionId: string) => keys.get(questionId) ?? `unknown-${questionId}`;
  return {
    all,
    keyOf,
    initialValues: (answers) => {
      const initial = initialQuestionnaireValues(questions);
      const saved = new Map(answers.map((answer) => [answer.questionId, formValueFromAnswer(answer)]));
      return Object.fromEntries(all.map((question) => [keyOf(question.id), { ...initial[question.id], ...saved.get(question.id) }]));
    },
    byQuestionId: (form) => Object.fromEntries(all.map((question) => [question.id, form[keyOf(question.id)]])),
  };
}

/** The question a server 400 names: fieldErrors carry "body.answers.<questionId>". */
export function questionIdOfField(field: string): string | null {
  const prefix = 'body.answers.';
  return field.startsWith(prefix) ? field.slice(prefix.length) : null;
}
