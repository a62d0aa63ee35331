import * as P from '@radix-ui/react-progress';
import * as S from '@radix-ui/react-switch';
import * as C from '@radix-ui/react-checkbox';
import * as Tabs from '@radix-ui/react-tabs';
import { Check } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';

export function Progress({
  value,
  className,
  indicatorClassName,
}: {
  value: number;
  className?: string;
  indicatorClassName?: string;
}) {
  return (
    <P.Root
      value={value}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <P.Indicator
        className={cn('h-full bg-primary transition-all', indicatorClassName)}
        style={{ width: `${Math.min(100, Math.max(0, value))}%` }}
      />
    </P.Root>
  );
}

export const Switch = ({ className, ...p }: ComponentPropsWithoutRef<typeof S.Root>) => (
  <S.Root
    className={cn(
      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-muted transition-colors data-[state=checked]:bg-primary',
      className,
    )}
    {...p}
  >
    <S.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
  </S.Root>
);

export const Checkbox = ({ className, ...p }: ComponentPropsWithoutRef<typeof C.Root>) => (
  <C.Root
    className={cn(
      'flex h-5 w-5 items-center justify-center rounded border border-border data-[state=checked]:bg-primary data-[state=checked]:text-white',
      className,
    )}
    {...p}
  >
    <C.Indicator>
      <Check className="h-4 w-4" />
    </C.Indicator>
  </C.Root>
);

export const TabsRoot = Tabs.Root;
export const TabsList = ({ className, ...p }: ComponentPropsWithoutRef<typeof Tabs.List>) => (
  <Tabs.List className={cn('inline-flex rounded-lg bg-muted p-1', className)} {...p} />
);
export const TabsTrigger = ({ className, ...p }: ComponentPropsWithoutRef<typeof Tabs.Trigger>) => (
  <Tabs.Trigger
    className={cn(
      'rounded-md px-3 py-1.5 text-sm font-medium data-[state=active]:bg-card data-[state=active]:shadow',
      className,
    )}
    {...p}
  />
);
export const TabsContent = Tabs.Content;
