import * as A from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { clsx as cn } from 'clsx';

/** Radix accordion: keyboard support (arrows, Home, End, Enter, Space) comes with the primitive. */
export const Accordion = A.Root;

export const AccordionItem = ({ className, ...p }: ComponentPropsWithoutRef<typeof A.Item>) => (
  <A.Item className={cn('border-b border-border last:border-b-0', className)} {...p} />
);

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...p
}: ComponentPropsWithoutRef<typeof A.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <A.Header asChild>
      <Heading className="m-0">
        <A.Trigger
          className={cn(
            'group flex w-full items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
            className,
          )}
          {...p}
        >
          {children}
          <ChevronDown
            className="h-5 w-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            aria-hidden
          />
        </A.Trigger>
      </Heading>
    </A.Header>
  );
}

export const AccordionContent = ({
  className,
  children,
  ...p
}: ComponentPropsWithoutRef<typeof A.Content>) => (
  <A.Content className="overflow-hidden text-sm" {...p}>
    <div className={cn('pb-4 leading-relaxed text-muted-foreground', className)}>{children}</div>
  </A.Content>
);
