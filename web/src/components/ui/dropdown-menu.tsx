import * as M from '@radix-ui/react-dropdown-menu';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/utils';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;
export const DropdownMenuGroup = M.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  ...p
}: ComponentPropsWithoutRef<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-48 rounded-lg border border-border bg-card p-1 shadow-lg', className)}
        {...p}
      />
    </M.Portal>
  );
}
export const DropdownMenuItem = ({ className, ...p }: ComponentPropsWithoutRef<typeof M.Item>) => (
  <M.Item
    className={cn(
      'flex cursor-pointer select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted',
      className,
    )}
    {...p}
  />
);
export const DropdownMenuLabel = ({ className, ...p }: ComponentPropsWithoutRef<typeof M.Label>) => (
  <M.Label className={cn('px-2 py-1.5 text-sm font-semibold', className)} {...p} />
);
export const DropdownMenuSeparator = ({ className, ...p }: ComponentPropsWithoutRef<typeof M.Separator>) => (
  <M.Separator className={cn('my-1 h-px bg-border', className)} {...p} />
);
