import type { NestedQuestion, Question } from './questionnaire.schema';

/** A COORDINATE question also asks the sub-questions of the chosen option. */
export function subQuestionsFor(question: Question, chosenOption: string | null | undefined): readonly NestedQuestion[] {
  if (question.questionType !== 'COORDINATE' || !chosenOption) return [];
  return question.subQuestions.find((group) => group.option === chosenOption)?.questions ?? [];
}
