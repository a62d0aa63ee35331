import type { HTMLAttributes } from 'react';
import { clsx as cn } from 'clsx';

const VARIANTS = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-muted text-foreground',
  outline: 'border border-border',
  warning: 'bg-orange-100 text-orange-800 dark:bg-orange-900/40 dark:text-orange-200',
  danger: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200',
  success: 'bg-green-100 text-green-800 dark:bg-green-900/40 dark:text-green-200',
} as const;

export function Badge({
  className,
  variant = 'default',
  ...p
}: HTMLAttributes<HTMLSpanElement> & { variant?: keyof typeof VARIANTS }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        VARIANTS[variant],
        className,
      )}
      {...p}
    />
  );
}
