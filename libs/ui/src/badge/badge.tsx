import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../internal/cx';

export type BadgeTone = 'neutral' | 'dark' | 'danger' | 'warning' | 'success' | 'info';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Decorative icon before the text (hidden from screen readers; the text says it all). */
  icon?: ReactNode;
}

// Fixed colours, the same in both themes: each pair keeps at least 4.5:1 contrast on its own.
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  dark: 'bg-slate-800 text-white ring-slate-500',
  danger: 'bg-slate-800 text-red-200 ring-red-500',
  warning: 'bg-amber-100 text-amber-900 ring-amber-400',
  success: 'bg-green-100 text-green-900 ring-green-500',
  info: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
};

export function Badge({ tone = 'neutral', icon, className, children, ...rest }: BadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...rest}
    >
      {icon ? (
        <span aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
}
