import { z } from 'zod';
import { QuestionType } from '../common/enums';
import { Timestamp } from '../common/common.schema';

/** Question types whose answer is picked from `availableAnswers`. */
export const CHOICE_QUESTION_TYPES: readonly QuestionType[] = ['MULTIPLE_CHOICES', 'COORDINATE'];

const QUESTION_ID_MAX_LENGTH = 100;
const CHOICE_MAX_LENGTH = 200;

const questionFields = {
  id: z.string().trim().min(1).max(QUESTION_ID_MAX_LENGTH),
  questionType: QuestionType,
  isRequired: z.boolean().default(false),
  title: z.string().trim().min(1).max(500),
  availableAnswers: z.array(z.string().trim().min(1).max(CHOICE_MAX_LENGTH)).max(50).default([]),
  userDataMapping: z.string().max(100).nullable().default(null).describe('Profile field the answer maps to, if any'),
  canRemove: z.boolean().default(true),
  createdAt: Timestamp.optional(),
  isOptInShareResponse: z.boolean().default(false).describe('The attendee may opt in to share this response'),
};

type QuestionShape = { questionType: QuestionType; availableAnswers: readonly string[] };

function checkChoices(question: QuestionShape, ctx: z.RefinementCtx): void {
  if (CHOICE_QUESTION_TYPES.includes(question.questionType) && question.availableAnswers.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['availableAnswers'], message: 'A choice question needs at least one answer to choose from' });
  }
  if (new Set(question.availableAnswers).size !== question.availableAnswers.length) {
    ctx.addIssue({ code: 'custom', path: ['availableAnswers'], message: 'Answers to choose from must differ' });
  }
}

/** A question asked under one option of a COORDINATE question. Sub-questions do not nest further. */
export const NestedQuestion = z.object(questionFields).superRefine(checkChoices);
export type NestedQuestion = z.infer<typeof NestedQuestion>;

/** The questions a COORDINATE question asks when its `option` is chosen. */
export const SubQuestionGroup = z.object({
  option: z.string().trim().min(1).max(CHOICE_MAX_LENGTH),
  questions: z.array(NestedQuestion).min(1).max(20),
});
export type SubQuestionGroup = z.infer<typeof SubQuestionGroup>;

/** A questionnaire question, as hosts build it and attendees answer it. */
export const Question = z.object({ ...questionFields, subQuestions: z.array(SubQuestionGroup).max(50).default([]) }).superRefine((question, ctx) => {
  checkChoices(question, ctx);
  if (question.subQuestions.length > 0 && question.questionType !== 'COORDINATE') {
    ctx.addIssue({ code: 'custom', path: ['subQuestions'], message: 'Only a COORDINATE question has sub-questions' });
  }
  const options = question.subQuestions.map((group) => group.option);
  options.forEach((option, i) => {
    if (!question.availableAnswers.includes(option)) {
      ctx.addIssue({ code: 'custom', path: ['subQuestions', i, 'option'], message: 'Sub-questions must belong to one of the answers' });
    } else if (options.indexOf(option) !== i) {
      ctx.addIssue({ code: 'custom', path: ['subQuestions', i, 'option'], message: 'This answer already has sub-questions' });
    }
  });
});
export type Question = z.infer<typeof Question>;

/** A whole questionnaire: question ids are unique across questions and sub-questions. */
export const Questionnaire = z
  .array(Question)
  .max(50)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((question, i) => {
      const ids = [question.id, ...question.subQuestions.flatMap((group) => group.questions.map((nested) => nested.id))];
      for (const id of ids) {
        if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [i], message: `Question id "${id}" is used twice` });
        seen.add(id);
      }
    });
  });

export const SHORT_TEXT_MAX_LENGTH = 300;
export const LONG_TEXT_MAX_LENGTH = 5000;

/**
 * One submitted answer: questionId and isOptInShareResponse plus the fields of
 * the question's type. Answers to a COORDINATE question's sub-questions are items of the same list.
 * Which fields a given question accepts is checked by validateAnswers.
 */
export const QuestionAnswer = z
  .object({
    questionId: z.string().min(1).max(QUESTION_ID_MAX_LENGTH),
    isOptInShareResponse: z.boolean().default(false),
    answer: z.string().max(LONG_TEXT_MAX_LENGTH).optional(),
    answers: z.array(z.string().max(CHOICE_MAX_LENGTH)).max(50).optional(),
    mobile: z.number().optional(),
    countryCode: z.string().max(8).optional(),
    isTrue: z.boolean().optional(),
    name: z.string().max(200).optional(),
    jobTitle: z.string().max(200).optional(),
    degree: z.string().max(200).optional(),
    classOfGraduation: z.number().nullable().optional(),
  })
  .strict();
export type QuestionAnswer = z.infer<typeof QuestionAnswer>;

export const QuestionAnswerList = z.array(QuestionAnswer).max(200);

/** Where a questionnaire's answers go wrong: the question at fault and what is wrong with it. */
export const QuestionnaireIssue = z.object({ questionId: z.string(), message: z.string() });
export type QuestionnaireIssue = z.infer<typeof QuestionnaireIssue>;
