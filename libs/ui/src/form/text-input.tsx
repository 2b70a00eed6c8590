import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { CONTROL_CLASSES, controlBorder, FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>, FieldTextProps {}

/** A labelled input; forwards its ref so react-hook-form's `register` works. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, hint, hideLabel, id, className, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds(id, Boolean(hint), error, describedBy);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} hidden={hideLabel} required={rest.required}>
        {label}
      </FieldLabel>
      <input ref={ref} id={controlId} type={type} className={cx(CONTROL_CLASSES, controlBorder(Boolean(error)))} {...controlAria} {...rest} />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
