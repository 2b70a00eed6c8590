import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { CONTROL_CLASSES, controlBorder, FieldLabel, FieldMessages, useFieldIds, type FieldTextProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldTextProps {
  /** Rendered as <option>s; pass children instead for groups. */
  options?: readonly SelectOption[];
  /** A first, empty option such as "Choose a city…". */
  placeholder?: string;
}

/** A native select: the platform's own keyboard and screen-reader support, with our label and error. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, hint, hideLabel, id, className, options, placeholder, children, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds(id, Boolean(hint), error, describedBy);
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} hidden={hideLabel} required={rest.required}>
        {label}
      </FieldLabel>
      <select ref={ref} id={controlId} className={cx(CONTROL_CLASSES, controlBorder(Boolean(error)))} {...controlAria} {...rest}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
