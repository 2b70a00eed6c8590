import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { FOCUS_RING } from '../internal/focus-ring';
import { Spinner } from '../spinner/spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and blocks further clicks. */
  loading?: boolean;
  fullWidth?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-muted',
  danger: 'bg-danger text-danger-fg hover:bg-danger-hover',
  ghost: 'bg-transparent text-fg hover:bg-surface-muted',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', disabled, className, children, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      // A native form button submits by default; ours only does when asked.
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      // aria-disabled rather than disabled while loading keeps focus on the button.
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      className={cx(
        'inline-flex cursor-pointer items-center justify-center rounded-md font-medium transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait',
        FOCUS_RING,
        VARIANTS[variant],
        SIZES[size],
        fullWidth && 'w-full',
        className,
      )}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {children}
    </button>
  );
});
