import type { QuestionAnswer } from './questionnaire.schema';

/** A submitted answer as one line of text (guest list exports): whichever fields the question's type carries. */
export function formatAnswer(answer: QuestionAnswer): string {
  if (answer.answers !== undefined) return answer.answers.join('; ');
  if (answer.isTrue !== undefined) return answer.isTrue ? 'Yes' : 'No';
  if (answer.mobile !== undefined) return `${answer.countryCode ?? ''} ${answer.mobile}`.trim();
  if (answer.name !== undefined) {
    const details = [answer.jobTitle, answer.degree, answer.classOfGraduation?.toString()].filter((part): part is string => !!part);
    return details.length > 0 ? `${answer.name} (${details.join(', ')})` : answer.name;
  }
  return answer.answer ?? '';
}
