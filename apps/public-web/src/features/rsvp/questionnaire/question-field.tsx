import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CURATED_EVENTS_INVITATION, NOTIFY_ME_QUESTION_ID, subQuestionsFor, type NestedQuestion, type Question } from '@socials/domain';
import { Checkbox, FOCUS_RING, TextArea, TextInput } from '@socials/ui';
import type { QuestionnaireForm } from './questionnaire-fields';

export interface QuestionFieldProps {
  question: NestedQuestion;
  /** The question's key in the form (see questionnaireFields). */
  fieldKey: string;
  /** Id of the question's first control: the form focuses it when the answer is wrong. */
  controlId: (fieldKey: string) => string;
  keyOf: (questionId: string) => string;
}

const requiredMark = (question: NestedQuestion) =>
  question.isRequired ? (
    <span className="text-danger-text" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

/** One question of a social's questionnaire, drawn by its type (one of the ten question types). */
export function QuestionField({ question, fieldKey, controlId, keyOf }: QuestionFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<QuestionnaireForm>();
  const error = errors[fieldKey]?.message;
  const id = controlId(fieldKey);
  const errorId = `${id}-error`;
  const shareOptIn = question.isOptInShareResponse ? (
    <Checkbox label="Share my answer with the other attendees" {...register(`${fieldKey}.isOptInShareResponse`)} />
  ) : null;

  switch (question.questionType) {
    case 'SHORT_TEXT':
    case 'ORGANIZATION_EMAIL_VERIFICATION':
      return (
        <div className="flex flex-col gap-2">
          <TextInput
            id={id}
            label={question.title}
            required={question.isRequired}
            error={error}
            type={question.questionType === 'ORGANIZATION_EMAIL_VERIFICATION' ? 'email' : 'text'}
            autoComplete={question.questionType === 'ORGANIZATION_EMAIL_VERIFICATION' ? 'email' : undefined}
            hint={question.questionType === 'ORGANIZATION_EMAIL_VERIFICATION' ? 'Your work or school e-mail address' : undefined}
            {...register(`${fieldKey}.answer`)}
          />
          {shareOptIn}
        </div>
      );
    case 'LONG_TEXT':
      return (
        <div className="flex flex-col gap-2">
          <TextArea id={id} label={question.title} required={question.isRequired} error={error} {...register(`${fieldKey}.answer`)} />
          {shareOptIn}
        </div>
      );
    case 'SINGLE_CHECKBOX':
    case 'CUSTOM_CHECKBOX':
      return (
        <div className="flex flex-col gap-2">
          <Checkbox
            id={id}
            label={
              <>
                {question.title}
                {requiredMark(question)}
              </>
            }
            hint={question.id === NOTIFY_ME_QUESTION_ID ? CURATED_EVENTS_INVITATION : question.availableAnswers.join(' ') || undefined}
            error={error}
            {...register(`${fieldKey}.isTrue`)}
          />
          {shareOptIn}
        </div>
      );
    case 'MULTIPLE_CHOICES':
      return (
        <Group question={question} error={error} errorId={errorId} footer={shareOptIn}>
          {question.availableAnswers.map((option, i) => (
            <Checkbox key={option} id={i === 0 ? id : undefined} label={option} value={option} {...register(`${fieldKey}.answers`)} />
          ))}
        </Group>
      );
    case 'COORDINATE':
      return <CoordinateField question={question as Question} fieldKey={fieldKey} controlId={controlId} keyOf={keyOf} error={error} footer={shareOptIn} />;
    case 'MOBILE':
      return (
        <Group question={question} error={error} errorId={errorId} footer={shareOptIn}>
          <div className="flex gap-2">
            <TextInput label="Country code" className="w-28" autoComplete="tel-country-code" {...register(`${fieldKey}.countryCode`)} />
            <TextInput id={id} label="Mobile number" className="flex-1" type="tel" autoComplete="tel-national" {...register(`${fieldKey}.mobile`)} />
          </div>
        </Group>
      );
    case 'COMPANY_VERIFICATION':
      return (
        <Group question={question} error={error} errorId={errorId} footer={shareOptIn}>
          <TextInput id={id} label="Company name" required autoComplete="organization" {...register(`${fieldKey}.name`)} />
          <TextInput label="Job title" autoComplete="organization-title" {...register(`${fieldKey}.jobTitle`)} />
        </Group>
      );
    case 'SCHOOL_VERIFICATION':
      return (
        <Group question={question} error={error} errorId={errorId} footer={shareOptIn}>
          <TextInput id={id} label="School name" required {...register(`${fieldKey}.name`)} />
          <TextInput label="Degree" {...register(`${fieldKey}.degree`)} />
          <TextInput label="Class of (year)" inputMode="numeric" {...register(`${fieldKey}.classOfGraduation`)} />
        </Group>
      );
  }
}

interface GroupProps {
  question: NestedQuestion;
  error: string | undefined;
  errorId: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** A question answered with several controls: a fieldset named by the question, its error tied to the group. */
function Group({ question, error, errorId, footer, children }: GroupProps) {
  return (
    <fieldset className="flex flex-col gap-2" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-fg">
        {question.title}
        {requiredMark(question)}
      </legend>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
      {footer}
    </fieldset>
  );
}

interface CoordinateFieldProps extends Omit<QuestionFieldProps, 'question'> {
  question: Question;
  error: string | undefined;
  footer: ReactNode;
}

/** One answer picked from the options, then the sub-questions of the chosen option. */
function CoordinateField({ question, fieldKey, controlId, keyOf, error, footer }: CoordinateFieldProps) {
  const { register, control } = useFormContext<QuestionnaireForm>();
  const chosen = useWatch({ control, name: `${fieldKey}.answer` }) as string | undefined;
  const id = controlId(fieldKey);
  return (
    <div className="flex flex-col gap-4">
      <Group question={question} error={error} errorId={`${id}-error`} footer={footer}>
        {question.availableAnswers.map((option, i) => {
          const optionId = i === 0 ? id : `${id}-${i}`;
          return (
            <div key={option} className="flex items-center gap-2">
              <input id={optionId} type="radio" value={option} className={`size-4 accent-primary ${FOCUS_RING}`} {...register(`${fieldKey}.answer`)} />
              <label htmlFor={optionId} className="text-sm text-fg">
                {option}
              </label>
            </div>
          );
        })}
      </Group>
      {subQuestionsFor(question, chosen).map((subQuestion) => (
        <div key={subQuestion.id} className="border-l-2 border-border pl-4">
          <QuestionField question={subQuestion} fieldKey={keyOf(subQuestion.id)} controlId={controlId} keyOf={keyOf} />
        </div>
      ))}
    </div>
  );
}
