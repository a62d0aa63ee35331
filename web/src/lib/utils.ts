import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// Note: code on the landing page and in the shell uses `clsx` directly where no class needs
// overriding, so tailwind-merge (about 9 KB gzipped) is not in the landing page's first load.
