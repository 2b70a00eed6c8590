import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { QuestionType } from '@socials/domain';
import { Button, Checkbox, Select, TextArea, TextInput } from '@socials/ui';
import { QUESTION_TYPE_LABELS, choicesOf, hasChoices, newNestedQuestion, newQuestion } from '../questionnaire-form';
import type { SocialFormValues } from '../social-form-schema';
import { firstErrorMessage } from './first-error';

type TopQuestionPath = `questionnaire.${number}`;
type NestedQuestionPath = `questionnaire.${number}.subQuestions.${number}.questions.${number}`;

const TYPE_OPTIONS = QuestionType.options.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));

/** The questions attendees answer when they RSVP: add, edit, reorder and remove. */
export function QuestionnaireBuilder() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SocialFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'questionnaire', keyName: 'fieldKey' });
  const listError = errors.questionnaire?.message ?? errors.questionnaire?.root?.message;

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-base font-semibold">Questionnaire</legend>
      {fields.length === 0 ? <p className="text-sm text-fg-muted">No questions: guests RSVP in one step.</p> : null}
      {fields.map((field, index) => (
        <QuestionEditor
          key={field.fieldKey}
          name={`questionnaire.${index}`}
          label={`Question ${index + 1}`}
          canRemove={field.canRemove}
          onMoveUp={index > 0 ? () => move(index, index - 1) : undefined}
          onMoveDown={index < fields.length - 1 ? () => move(index, index + 1) : undefined}
          onRemove={() => remove(index)}
        />
      ))}
      {listError ? (
        <p role="alert" className="text-sm text-danger-text">
          {listError}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" className="self-start" onClick={() => append(newQuestion())}>
        Add a question
      </Button>
    </fieldset>
  );
}

interface QuestionEditorProps {
  name: TopQuestionPath | NestedQuestionPath;
  /** "Question 2", "Question 2, follow-up 1": names the group and its buttons. */
  label: string;
  canRemove: boolean;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onRemove: () => void;
  /** Sub-questions do not nest further. */
  nested?: boolean;
}

function QuestionEditor({ name, label, canRemove, onMoveUp, onMoveDown, onRemove, nested = false }: QuestionEditorProps) {
  const { control, register, getFieldState, formState } = useFormContext<SocialFormValues>();
  const questionType = useWatch({ control, name: `${name}.questionType` });
  const errorOf = (field: 'title' | 'availableAnswers' | 'questionType' | 'subQuestions') =>
    firstErrorMessage(getFieldState(`${name}.${field}` as `questionnaire.${number}.${typeof field}`, formState).error);

  return (
    <div role="group" aria-label={label} className="flex flex-col gap-3 rounded-md border border-border p-3">
      <p className="text-sm font-semibold">{label}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label={`${label} type`} options={TYPE_OPTIONS} error={errorOf('questionType')} {...register(`${name}.questionType`)} />
        <TextInput label={`${label} text`} required error={errorOf('title')} {...register(`${name}.title`)} />
      </div>
      {hasChoices(questionType) ? (
        <TextArea
          label={`${label} answers to choose from`}
          hint="One answer per line."
          rows={3}
          error={errorOf('availableAnswers')}
          {...register(`${name}.availableAnswers`)}
        />
      ) : null}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Checkbox label={`${label} is required`} {...register(`${name}.isRequired`)} />
        <Checkbox label={`${label}: guests may opt in to share their response`} {...register(`${name}.isOptInShareResponse`)} />
      </div>
      {questionType === 'COORDINATE' && !nested ? <SubQuestionsEditor name={name as TopQuestionPath} label={label} error={errorOf('subQuestions')} /> : null}
      <div className="flex flex-wrap gap-2">
        {onMoveUp ? (
          <Button variant="ghost" size="sm" onClick={onMoveUp}>
            Move {label.toLowerCase()} up
          </Button>
        ) : null}
        {onMoveDown ? (
          <Button variant="ghost" size="sm" onClick={onMoveDown}>
            Move {label.toLowerCase()} down
          </Button>
        ) : null}
        {canRemove ? (
          <Button variant="ghost" size="sm" onClick={onRemove}>
            Remove {label.toLowerCase()}
          </Button>
        ) : (
          <span className="self-center text-sm text-fg-muted">This question cannot be removed.</span>
        )}
      </div>
    </div>
  );
}

interface SubQuestionsEditorProps {
  name: TopQuestionPath;
  label: string;
  error: string | undefined;
}

/** A COORDINATE question's follow-up questions, one group per answer that has some. */
function SubQuestionsEditor({ name, label, error }: SubQuestionsEditorProps) {
  const { control, register, getFieldState, formState } = useFormContext<SocialFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.subQuestions` });
  const choices = choicesOf(useWatch({ control, name: `${name}.availableAnswers` }) ?? '');
  const options = choices.map((choice) => ({ value: choice, label: choice }));

  return (
    <div className="flex flex-col gap-3 border-l-2 border-border pl-3">
      <p className="text-sm text-fg-muted">Follow-up questions asked when a guest picks one of the answers.</p>
      {fields.map((field, groupIndex) => {
        const groupLabel = `${label}, follow-ups ${groupIndex + 1}`;
        return (
          <div key={field.id} role="group" aria-label={groupLabel} className="flex flex-col gap-3">
            <Select
              label={`${groupLabel}: when the answer is`}
              placeholder="Choose an answer"
              options={options}
              error={firstErrorMessage(getFieldState(`${name}.subQuestions.${groupIndex}.option`, formState).error)}
              {...register(`${name}.subQuestions.${groupIndex}.option`)}
            />
            <NestedQuestions name={`${name}.subQuestions.${groupIndex}.questions`} label={groupLabel} />
            <Button variant="ghost" size="sm" className="self-start" onClick={() => remove(groupIndex)}>
              Remove {groupLabel.toLowerCase()}
            </Button>
          </div>
        );
      })}
      {error ? (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={choices.length === 0}
        onClick={() => append({ option: choices[0] ?? '', questions: [newNestedQuestion()] })}
      >
        Add follow-up questions to {label.toLowerCase()}
      </Button>
    </div>
  );
}

function NestedQuestions({ name, label }: { name: `questionnaire.${number}.subQuestions.${number}.questions`; label: string }) {
  const { control } = useFormContext<SocialFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name, keyName: 'fieldKey' });
  return (
    <div className="flex flex-col gap-3">
      {fields.map((field, index) => (
        <QuestionEditor
          key={field.fieldKey}
          nested
          name={`${name}.${index}`}
          label={`${label}, question ${index + 1}`}
          canRemove={field.canRemove && fields.length > 1}
          onMoveUp={index > 0 ? () => move(index, index - 1) : undefined}
          onMoveDown={index < fields.length - 1 ? () => move(index, index + 1) : undefined}
          onRemove={() => remove(index)}
        />
      ))}
      <Button variant="ghost" size="sm" className="self-start" onClick={() => append(newNestedQuestion())}>
        Add a question to {label.toLowerCase()}
      </Button>
    </div>
  );
}
