import type { NestedQuestion, Question } from './questionnaire.schema';
import { NOTIFY_ME_QUESTION_ID } from './notify-me-question';
import { DEFAULT_COUNTRY_CODE } from './normalize-country-code';

/** What a questionnaire form holds for one question while the attendee fills it in. */
export interface QuestionFormValue {
  answer?: string;
  answers?: readonly string[];
  /** As typed: spaces, dashes and brackets are dropped when the answer is sent. */
  mobile?: string;
  countryCode?: string;
  isTrue?: boolean;
  name?: string;
  jobTitle?: string;
  degree?: string;
  classOfGraduation?: string | number | null;
  /** The attendee's choice, offered only where the question has isOptInShareResponse. */
  isOptInShareResponse?: boolean;
}

/** Form values by question id (sub-questions included). */
export type QuestionnaireFormValues = Readonly<Record<string, QuestionFormValue | undefined>>;

function initialValue(question: NestedQuestion): QuestionFormValue {
  switch (question.questionType) {
    case 'SINGLE_CHECKBOX':
    case 'CUSTOM_CHECKBOX':
      // Checkboxes default to false, except the notify-me one, "checked by default".
      return { isTrue: question.id === NOTIFY_ME_QUESTION_ID };
    case 'MULTIPLE_CHOICES':
      return { answers: [] };
    case 'MOBILE':
      return { mobile: '', countryCode: DEFAULT_COUNTRY_CODE };
    default:
      return {};
  }
}

/** The starting values of a questionnaire form, for every question and sub-question. */
export function initialQuestionnaireValues(questions: readonly Question[]): Record<string, QuestionFormValue> {
  const all = questions.flatMap((question) => [question, ...question.subQuestions.flatMap((group) => group.questions)]);
  return Object.fromEntries(all.map((question) => [question.id, initialValue(question)]));
}
