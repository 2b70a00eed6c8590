import type { NestedQuestion, Question, QuestionAnswer } from './questionnaire.schema';
import { normalizeCountryCode } from './normalize-country-code';
import type { QuestionFormValue, QuestionnaireFormValues } from './questionnaire-form-values';
import { subQuestionsFor } from './sub-questions-for';

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

/** `{ key: text }` when the text is not blank, otherwise nothing: optional fields are left out rather than sent empty. */
function optionalText<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const text = trimmed(value);
  return text ? ({ [key]: text } as Record<K, string>) : {};
}

function parseYear(value: string | number | null | undefined): Pick<QuestionAnswer, 'classOfGraduation'> {
  const year = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isInteger(year) ? { classOfGraduation: year } : {};
}

/** One question's answer as sent, or null when it is not filled in ("An answer is sent only if it is filled in"). */
function answerFromFormValue(question: NestedQuestion, value: QuestionFormValue): QuestionAnswer | null {
  const base = {
    questionId: question.id,
    isOptInShareResponse: question.isOptInShareResponse && value.isOptInShareResponse === true,
  };
  switch (question.questionType) {
    case 'SHORT_TEXT':
    case 'LONG_TEXT':
    case 'COORDINATE':
    case 'ORGANIZATION_EMAIL_VERIFICATION': {
      const answer = trimmed(value.answer);
      return answer ? { ...base, answer } : null;
    }
    case 'MULTIPLE_CHOICES': {
      const answers = value.answers ?? [];
      return answers.length > 0 ? { ...base, answers: [...answers] } : null;
    }
    case 'SINGLE_CHECKBOX':
    case 'CUSTOM_CHECKBOX':
      return { ...base, isTrue: value.isTrue === true };
    case 'MOBILE': {
      const digits = (value.mobile ?? '').replace(/\D/g, '');
      return digits ? { ...base, mobile: Number(digits), countryCode: normalizeCountryCode(value.countryCode) } : null;
    }
    case 'COMPANY_VERIFICATION': {
      const name = trimmed(value.name);
      return name ? { ...base, name, ...optionalText('jobTitle', value.jobTitle) } : null;
    }
    case 'SCHOOL_VERIFICATION': {
      const name = trimmed(value.name);
      return name ? { ...base, name, ...optionalText('degree', value.degree), ...parseYear(value.classOfGraduation) } : null;
    }
  }
}

/**
 * The answer list a client submits: one item per filled-in question, in
 * questionnaire order; a COORDINATE answer is followed by the answers to the sub-questions of
 * the chosen option, and sub-questions of other options are not sent.
 */
export function buildAnswerPayload(questions: readonly Question[], values: QuestionnaireFormValues): QuestionAnswer[] {
  const answerOf = (question: NestedQuestion) => answerFromFormValue(question, values[question.id] ?? {});
  return questions.flatMap((question) => {
    const answer = answerOf(question);
    if (!answer) return [];
    const nested = subQuestionsFor(question, answer.answer).flatMap((subQuestion) => answerOf(subQuestion) ?? []);
    return [answer, ...nested];
  });
}
