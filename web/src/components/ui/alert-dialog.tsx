import * as A from '@radix-ui/react-alert-dialog';
import type { ComponentPropsWithoutRef, HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

const button =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50';

export const AlertDialog = A.Root;
export const AlertDialogTrigger = A.Trigger;

export function AlertDialogContent({ className, ...p }: ComponentPropsWithoutRef<typeof A.Content>) {
  return (
    <A.Portal>
      <A.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <A.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 shadow-xl focus:outline-none',
          className,
        )}
        {...p}
      />
    </A.Portal>
  );
}
export const AlertDialogHeader = ({ className, ...p }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col gap-2', className)} {...p} />
);
export const AlertDialogFooter = ({ className, ...p }: HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...p} />
);
export const AlertDialogTitle = ({ className, ...p }: ComponentPropsWithoutRef<typeof A.Title>) => (
  <A.Title className={cn('text-lg font-semibold', className)} {...p} />
);
export const AlertDialogDescription = ({
  className,
  ...p
}: ComponentPropsWithoutRef<typeof A.Description>) => (
  <A.Description className={cn('text-sm text-muted-foreground', className)} {...p} />
);
export const AlertDialogCancel = ({ className, ...p }: ComponentPropsWithoutRef<typeof A.Cancel>) => (
  <A.Cancel className={cn(button, 'border border-border bg-card hover:bg-muted', className)} {...p} />
);
export const AlertDialogAction = ({ className, ...p }: ComponentPropsWithoutRef<typeof A.Action>) => (
  <A.Action className={cn(button, 'bg-destructive text-white hover:bg-destructive/90', className)} {...p} />
);
