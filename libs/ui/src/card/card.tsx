import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `article` for self-contained items in a list (e.g. a social), `section` or `div` otherwise. */
  as?: 'div' | 'article' | 'section';
  padding?: 'none' | 'md';
}

export function Card({ as: Tag = 'div', padding = 'md', className, ...rest }: CardProps) {
  return <Tag className={cx('rounded-lg border border-border bg-surface text-fg shadow-sm', padding === 'md' && 'p-4 sm:p-6', className)} {...rest} />;
}
