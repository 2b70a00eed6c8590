import { useEffect, useId, useMemo, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { buildAnswerPayload, validateAnswers, type Question, type QuestionAnswer, type QuestionnaireIssue } from '@socials/domain';
import { Button } from '@socials/ui';
import { QuestionField } from './question-field';
import { questionnaireFields, type QuestionnaireForm as FormValues } from './questionnaire-fields';

export interface QuestionnaireFormProps {
  /** The questions the attendee sees (withNotifyMeQuestion's result). */
  questions: readonly Question[];
  /** Answers saved on a half-done RSVP. */
  savedAnswers: readonly QuestionAnswer[];
  /** Problems the server found in the last submission (a 400 naming questions). */
  serverIssues: readonly QuestionnaireIssue[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (answers: QuestionAnswer[]) => void;
  /** Keeps the answers on the half-done RSVP without completing it; absent when there is nothing to save to. */
  onSaveForLater?: (answers: QuestionAnswer[]) => void;
}

/**
 * The questionnaire step: every question by its type, checked with the same rules as the server
 * (validateAnswers) before sending; each problem shows on its question and the first one gets
 * the focus, so the attendee lands on what to fix.
 */
export function QuestionnaireForm({ questions, savedAnswers, serverIssues, submitLabel, busy, onSubmit, onSaveForLater }: QuestionnaireFormProps) {
  const formId = useId();
  const fields = useMemo(() => questionnaireFields(questions), [questions]);
  const form = useForm<FormValues>({ defaultValues: fields.initialValues(savedAnswers) });
  const controlId = (fieldKey: string) => `${formId}-${fieldKey}`;

  const showIssues = (issues: readonly QuestionnaireIssue[]) => {
    form.clearErrors();
    for (const issue of issues) form.setError(fields.keyOf(issue.questionId), { type: 'validation', message: issue.message });
    const first = fields.all.find((question) => issues.some((issue) => issue.questionId === question.id));
    const control = first ? document.getElementById(controlId(fields.keyOf(first.id))) : null;
    if (!control) return;
    control.focus();
    // A radio button or checkbox is also scrolled into view.
    if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) control.scrollIntoView?.({ block: 'center' });
  };

  useEffect(() => {
    if (serverIssues.length > 0) showIssues(serverIssues);
    // Only a new set of server issues moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverIssues]);

  const answersOf = (values: FormValues) => buildAnswerPayload(questions, fields.byQuestionId(values));

  // The answers are checked by validateAnswers, not by react-hook-form, and the problems it found
  // are set on each question's group key, which no input registers: react-hook-form never clears
  // them itself and would refuse every later submit, so each submit starts from none.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.clearErrors();
    return form.handleSubmit((values) => {
      const answers = answersOf(values);
      const issues = validateAnswers(questions, answers);
      if (issues.length > 0) showIssues(issues);
      else onSubmit(answers);
    })(event);
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
        <p className="text-sm text-fg-muted">
          Questions marked <span aria-hidden="true">*</span>
          <span className="sr-only">required</span> need an answer.
        </p>
        {questions.map((question) => (
          <QuestionField key={question.id} question={question} fieldKey={fields.keyOf(question.id)} controlId={controlId} keyOf={fields.keyOf} />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onSaveForLater ? (
            <Button variant="secondary" disabled={busy} onClick={() => onSaveForLater(answersOf(form.getValues()))}>
              Save and finish later
            </Button>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
