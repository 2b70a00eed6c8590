import { NOTIFY_ME_QUESTION, formatAnswer, type Question, type QuestionAnswer } from '@socials/domain';

/** Question titles by id, sub-questions included. */
export function questionTitles(questionnaire: readonly Question[]): Map<string, string> {
  const titles = new Map<string, string>();
  for (const question of [...questionnaire, NOTIFY_ME_QUESTION]) {
    titles.set(question.id, question.title);
    for (const group of question.subQuestions) for (const nested of group.questions) titles.set(nested.id, nested.title);
  }
  return titles;
}

interface AttendeeAnswersProps {
  guestName: string;
  answers: readonly QuestionAnswer[];
  titles: ReadonlyMap<string, string>;
}

/** A guest's questionnaire answers, folded away until asked for. */
export function AttendeeAnswers({ guestName, answers, titles }: AttendeeAnswersProps) {
  if (answers.length === 0) return <span className="text-fg-muted">No answers</span>;
  return (
    <details>
      <summary className="cursor-pointer text-link underline underline-offset-4" aria-label={`Answers of ${guestName}`}>
        {answers.length} {answers.length === 1 ? 'answer' : 'answers'}
      </summary>
      <dl className="mt-2 flex flex-col gap-2">
        {answers.map((answer) => (
          <div key={answer.questionId}>
            <dt className="font-medium">{titles.get(answer.questionId) ?? 'A removed question'}</dt>
            <dd className="text-fg-muted">{formatAnswer(answer) || '—'}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
