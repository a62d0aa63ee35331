import { clsx as cn } from 'clsx';

/**
 * The Button look for plain links and buttons on the marketing pages, without the Slot machinery,
 * to keep the landing page's JavaScript small. Same classes as components/ui/button.
 */
const VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:bg-primary/90',
  outline: 'border border-border bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
} as const;
const SIZES = { default: 'h-10 px-4 py-2', sm: 'h-9 px-3 text-sm', lg: 'h-12 px-6 text-base' } as const;

export function btn({
  variant = 'default',
  size = 'default',
  className,
}: { variant?: keyof typeof VARIANTS; size?: keyof typeof SIZES; className?: string } = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}
