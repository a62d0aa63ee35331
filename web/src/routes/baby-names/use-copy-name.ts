import { useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/use-toast';

/** How long the card's 'Copied' note stays (part 2 §9). */
export const COPIED_NOTE_MS = 2000;

/** Copies a name to the clipboard with the spec's toasts; `copied` is true for 2 seconds after. */
export function useCopyName() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
    } catch {
      toast({ variant: 'destructive', title: 'Copy Failed', description: 'Unable to copy to clipboard' });
      return;
    }
    toast({ title: 'Copied!', description: `${name} is on your clipboard.` });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_NOTE_MS);
  };
  return { copied, copy };
}
