import { lazy, Suspense } from 'react';
import { useToast } from '@/hooks/use-toast';

const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

/** The toast viewport loads with the first toast, keeping Radix Toast out of the first page load. */
export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
