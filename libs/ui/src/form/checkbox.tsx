import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';
import { FieldMessages, useFieldIds, type FieldTextProps } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'>, Omit<FieldTextProps, 'hideLabel'> {}

/** A native checkbox with its label beside it; forwards its ref for react-hook-form. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, hint, id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, controlAria } = useFieldIds(id, Boolean(hint), error, describedBy);
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          ref={ref}
          id={controlId}
          type="checkbox"
          className={cx('mt-0.5 size-4 shrink-0 rounded border-border accent-primary', FOCUS_RING)}
          {...controlAria}
          {...rest}
        />
        <label htmlFor={controlId} className="text-sm text-fg">
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
});
