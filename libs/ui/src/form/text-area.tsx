import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { CONTROL_CLASSES, controlBorder, FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'>, FieldTextProps {}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, hideLabel, id, className, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds(id, Boolean(hint), error, describedBy);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} hidden={hideLabel} required={rest.required}>
        {label}
      </FieldLabel>
      <textarea ref={ref} id={controlId} rows={rows} className={cx(CONTROL_CLASSES, controlBorder(Boolean(error)))} {...controlAria} {...rest} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
