import { useEffect, useState, type ReactNode } from 'react';

/** One toast at a time; a dismissed one is removed after 1,000,000 ms (spec part 1 §9). */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** One button beside the text (e.g. Undo); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
  open: boolean;
}

type Listener = (toasts: ToastData[]) => void;
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
let counter = 0;

function emit() {
  for (const l of listeners) l(toasts);
}

function dismiss(id: string) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY);
}

/** Shows a toast (replacing the one showing); returns a handle to dismiss it. */
export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  counter += 1;
  const id = String(counter);
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function useToast() {
  const [state, setState] = useState(toasts);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state, toast, dismiss };
}
