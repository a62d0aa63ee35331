import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { trackPageView } from '@/lib/analytics';
import { OPEN_CONTENT_MODAL, showsBottomNav, showsNav } from '@/lib/routes';
import { clsx as cn } from 'clsx';
import { BottomNav } from './bottom-nav';

const Header = lazy(() => import('./header').then((m) => ({ default: m.Header })));

const SaveDialog = lazy(() => import('@/components/save-dialog'));
const Onboarding = lazy(() => import('@/routes/onboarding'));

export interface ContentModalInitial {
  url?: string;
  content?: string;
}

/**
 * The app frame (spec part 1 §2): navigation and the content modal on most routes, bottom
 * navigation on the app routes, page views reported on every path change, the onboarding wizard
 * instead of the app for a signed-in user who has not finished it, and `/?url=...&content=...`
 * (the iOS shortcut) opening the modal prefilled and cleaning the address.
 */
export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const [modal, setModal] = useState<{ open: boolean; initial?: ContentModalInitial }>({ open: false });
  const nav = showsNav(location.pathname);

  useEffect(() => trackPageView(location.pathname), [location.pathname]);

  useEffect(() => {
    const onOpen = (e: Event) =>
      setModal({ open: true, initial: (e as CustomEvent<ContentModalInitial | undefined>).detail });
    window.addEventListener(OPEN_CONTENT_MODAL, onOpen);
    return () => window.removeEventListener(OPEN_CONTENT_MODAL, onOpen);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const url = params.get('url');
    if (!url) return;
    const content = params.get('content') ?? undefined;
    params.delete('url');
    params.delete('content');
    const rest = params.toString();
    navigate(
      { pathname: location.pathname === '/' ? '/app' : location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true },
    );
    setModal({ open: true, initial: { url, content } });
  }, [location.search, location.pathname, navigate]);

  if (user && !user.onboardingCompleted) {
    return (
      <Suspense fallback={null}>
        <Onboarding />
      </Suspense>
    );
  }

  return (
    <div className="flex min-h-screen flex-col">
      {nav && (
        <Suspense fallback={<div className="h-16 border-b border-border bg-card" />}>
          <Header onAddContent={() => setModal({ open: true })} />
        </Suspense>
      )}
      <main className={cn('flex-1', showsBottomNav(location.pathname) && 'pb-20 md:pb-0')}>{children}</main>
      {showsBottomNav(location.pathname) && <BottomNav />}
      {modal.open && (
        <Suspense fallback={null}>
          <SaveDialog
            open={modal.open}
            initial={modal.initial}
            onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
          />
        </Suspense>
      )}
    </div>
  );
}
