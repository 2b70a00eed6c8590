import { cx } from '../internal/cx';

const STARS = [1, 2, 3, 4, 5] as const;

/** Amber with text contrast on both themes' surfaces; the empty star is the muted text colour. */
const FILLED = 'text-amber-700 dark:text-amber-400';
const EMPTY = 'text-fg-muted';

export interface StarRatingProps {
  /** 0 to 5; halves and below round to the nearest whole star. */
  value: number;
  className?: string;
}

/** Five stars, `value` of them filled; read out as "4.5 out of 5 stars". */
export function StarRating({ value, className }: StarRatingProps) {
  const filled = Math.round(value);
  const label = `${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`;
  return (
    <span role="img" aria-label={label} className={cx('inline-flex text-lg leading-none', className)}>
      {STARS.map((star) => (
        <span key={star} aria-hidden="true" className={star <= filled ? FILLED : EMPTY}>
          {star <= filled ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}

export interface StarRatingInputProps {
  /** Names the group ("Your rating"). */
  legend: string;
  value: number | null;
  onChange(value: number): void;
  /** The radios' name; one per form. */
  name: string;
  error?: string;
  disabled?: boolean;
}

/**
 * Five radio buttons drawn as stars: Tab reaches the group, the arrow keys move the choice (the
 * browser's own radio behaviour), each is named "3 stars" and at least 44 px square.
 */
export function StarRatingInput({ legend, value, onChange, name, error, disabled }: StarRatingInputProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-fg">{legend}</legend>
      <div className="flex">
        {STARS.map((star) => {
          const filled = value !== null && star <= value;
          return (
            <label key={star} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="peer sr-only"
                aria-invalid={error ? true : undefined}
              />
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-11 items-center justify-center rounded-md text-3xl peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus',
                  filled ? FILLED : EMPTY,
                )}
              >
                {filled ? '★' : '☆'}
              </span>
              <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
