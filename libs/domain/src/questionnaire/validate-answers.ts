import { z } from 'zod';
import {
  LONG_TEXT_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  type NestedQuestion,
  type Question,
  type QuestionAnswer,
  type QuestionnaireIssue,
} from './questionnaire.schema';
import { NOTIFY_ME_QUESTION, NOTIFY_ME_QUESTION_ID } from './notify-me-question';
import { subQuestionsFor } from './sub-questions-for';

const NAME_MAX_LENGTH = 200;
/** E.164 numbers have at most 15 digits. */
const MOBILE_MAX = 999_999_999_999_999;

const requiredText = (max: number, missing: string) => z.string({ error: missing }).trim().min(1, missing).max(max, `Keep it under ${max} characters`);
const optionalText = z.string().trim().max(NAME_MAX_LENGTH, `Keep it under ${NAME_MAX_LENGTH} characters`).optional();

/** The fields (besides questionId and isOptInShareResponse) an answer to this question must carry. */
function answerFieldsSchema(question: NestedQuestion): z.ZodType {
  const choice = z
    .string({ error: 'Choose one of the answers offered' })
    .refine((value) => question.availableAnswers.includes(value), 'Choose one of the answers offered');
  switch (question.questionType) {
    case 'SHORT_TEXT':
      return z.strictObject({ answer: requiredText(SHORT_TEXT_MAX_LENGTH, 'Enter an answer') });
    case 'LONG_TEXT':
      return z.strictObject({ answer: requiredText(LONG_TEXT_MAX_LENGTH, 'Enter an answer') });
    case 'ORGANIZATION_EMAIL_VERIFICATION':
      return z.strictObject({ answer: z.string({ error: 'Enter your organization e-mail' }).trim().email('Enter a valid e-mail address') });
    case 'COORDINATE':
      return z.strictObject({ answer: choice });
    case 'MULTIPLE_CHOICES':
      return z.strictObject({
        answers: z
          .array(choice, { error: 'Choose at least one answer' })
          .min(1, 'Choose at least one answer')
          .refine((answers) => new Set(answers).size === answers.length, 'Choose each answer once'),
      });
    case 'SINGLE_CHECKBOX':
    case 'CUSTOM_CHECKBOX':
      return z.strictObject({
        isTrue: question.isRequired ? z.literal(true, { error: 'Tick this box to continue' }) : z.boolean({ error: 'Tick the box or leave it' }),
      });
    case 'MOBILE':
      return z.strictObject({
        mobile: z
          .number({ error: 'Enter a mobile number' })
          .int('Enter a valid mobile number')
          .positive('Enter a valid mobile number')
          .max(MOBILE_MAX, 'Enter a valid mobile number'),
        countryCode: z.string({ error: 'Enter a country code' }).regex(/^\+\d{1,4}$/, 'Enter a country code such as +1'),
      });
    case 'COMPANY_VERIFICATION':
      return z.strictObject({ name: requiredText(NAME_MAX_LENGTH, 'Enter the company name'), jobTitle: optionalText });
    case 'SCHOOL_VERIFICATION':
      return z.strictObject({
        name: requiredText(NAME_MAX_LENGTH, 'Enter the school name'),
        degree: optionalText,
        classOfGraduation: z.number().int().min(1900, 'Enter a year such as 2012').max(2100, 'Enter a year such as 2012').nullable().optional(),
      });
  }
}

function answerIssue(question: NestedQuestion, answer: QuestionAnswer): string | null {
  if (answer.isOptInShareResponse && !question.isOptInShareResponse) return 'This question does not offer sharing the response';
  const { questionId: _id, isOptInShareResponse: _optIn, ...fields } = answer;
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const result = answerFieldsSchema(question).safeParse(given);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid answer');
}

/**
 * Checks a submitted answer list against the questionnaire (the server's half of the same rules):
 * every required question answered, each answer of the question's type, choices among the
 * answers offered, sub-questions only for the chosen option, nothing answered twice or unasked.
 * Returns one issue per question at fault, in questionnaire order; an empty list means valid.
 *
 * The notify-me checkbox is always accepted: the attendee's subscriptions may change between
 * loading the form and sending it, and the question is optional anyway.
 */
export function validateAnswers(questions: readonly Question[], answers: readonly QuestionAnswer[]): QuestionnaireIssue[] {
  const byId = new Map<string, QuestionAnswer>();
  const repeated = new Set<string>();
  for (const answer of answers) {
    if (byId.has(answer.questionId)) repeated.add(answer.questionId);
    else byId.set(answer.questionId, answer);
  }

  const topLevel = questions.some((question) => question.id === NOTIFY_ME_QUESTION_ID) ? questions : [...questions, NOTIFY_ME_QUESTION];
  const asked = topLevel.flatMap((question): NestedQuestion[] => [question, ...subQuestionsFor(question, byId.get(question.id)?.answer)]);
  const askedIds = new Set(asked.map((question) => question.id));

  const issues: QuestionnaireIssue[] = [];
  for (const question of asked) {
    const answer = byId.get(question.id);
    if (repeated.has(question.id)) {
      issues.push({ questionId: question.id, message: 'This question is answered more than once' });
    } else if (!answer) {
      if (question.isRequired) issues.push({ questionId: question.id, message: 'This question is required' });
    } else {
      const message = answerIssue(question, answer);
      if (message) issues.push({ questionId: question.id, message });
    }
  }
  for (const questionId of byId.keys()) {
    if (!askedIds.has(questionId)) issues.push({ questionId, message: 'This question was not asked' });
  }
  return issues;
}
