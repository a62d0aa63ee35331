import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { FamilyInvitationNotice } from '@/components/family/family-invitation-notice';
import { useCheckoutReturn } from '@/hooks/use-checkout-return';
import { trackPageView } from '@/lib/analytics';
import { OPEN_CONTENT_MODAL, showsBottomNav, showsNav } from '@/lib/routes';
import { clsx as cn } from 'clsx';
import { AddContentButton, BottomNav } from './bottom-nav';
import { OfflineBanner, OfflinePage, useOnline } from './offline-banner';
import {
  forgetPendingShare,
  readPendingShare,
  rememberPendingShare,
  shareFromSearch,
  type SharedLink,
} from './pending-share';

const Header = lazy(() => import('./header').then((m) => ({ default: m.Header })));

const SaveDialog = lazy(() => import('@/components/save-dialog'));
const SignInToSave = lazy(() => import('./sign-in-to-save'));
const Onboarding = lazy(() => import('@/routes/onboarding'));

const SIGN_IN_PAGES = ['/login', '/signup'];
const SHARE_PATH = '/share';

export interface ContentModalInitial {
  url?: string;
  content?: string;
  /** A shared text with no link (the share target): the manual tab, filled. */
  mode?: 'manual';
  title?: string;
  description?: string;
}

/**
 * The app frame (spec part 1 §2): navigation and the content modal on most routes, bottom
 * navigation on the app routes, page views reported on every path change, the onboarding wizard
 * instead of the app for a signed-in user who has not finished it, and `/?url=...&content=...`
 * (the iOS shortcut) opening the modal prefilled and cleaning the address. A shared link is kept
 * (pending-share.ts) until the save dialog can open for a signed-in, onboarded user: signed out,
 * the modal asks to sign in and comes back with the link (issue 7 point 11).
 */
export function Shell({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { user, isLoading: userLoading } = useCurrentUser();
  const [modal, setModal] = useState<{ open: boolean; initial?: ContentModalInitial }>({ open: false });
  const [pending, setPending] = useState<SharedLink | undefined>(readPendingShare);
  const nav = showsNav(location.pathname);
  const bottomNav = showsBottomNav(location.pathname);
  // Add Content on a phone, wherever the signed-in header is. Not on the chat screen: its message
  // box and send button fill the bottom of the screen right above the bottom bar, where the button
  // would sit on top of them (the header's Add Content is there from `sm` up, as everywhere).
  const phoneAdd = Boolean(user) && nav && location.pathname !== '/chat';
  const online = useOnline();

  useEffect(() => trackPageView(location.pathname), [location.pathname]);
  // Back from checkout: toast, clean address, the plan refetched until the webhook lands.
  useCheckoutReturn();

  useEffect(() => {
    const onOpen = (e: Event) =>
      setModal({ open: true, initial: (e as CustomEvent<ContentModalInitial | undefined>).detail });
    window.addEventListener(OPEN_CONTENT_MODAL, onOpen);
    return () => window.removeEventListener(OPEN_CONTENT_MODAL, onOpen);
  }, []);

  // The shortcut's link is taken out of the address and kept until it can be saved. Not on the
  // share target: /share reads its own title, text and url together (issue 22 point 3).
  useEffect(() => {
    const shared = location.pathname === SHARE_PATH ? undefined : shareFromSearch(location.search);
    if (!shared) return;
    rememberPendingShare(shared.link);
    setPending(shared.link);
    navigate(
      { pathname: location.pathname === '/' ? '/app' : location.pathname, search: shared.rest },
      { replace: true },
    );
  }, [location.search, location.pathname, navigate]);

  // Once the user is known: signed out, the modal asks to sign in (the link stays kept); signed in,
  // after the onboarding wizard, the save dialog opens filled and the link is used up.
  // Not forced on an admin, who signs in to the admin panel (issue 22 point 8).
  const onboarding = Boolean(user && !user.onboardingCompleted && !user.isAdmin);
  // The sign-in pages are already on the way: no sign-in prompt on top of them.
  const signingIn = !user && SIGN_IN_PAGES.includes(location.pathname);
  useEffect(() => {
    if (!pending || userLoading || onboarding || signingIn) return;
    setModal({ open: true, initial: pending });
    setPending(undefined);
    if (user) forgetPendingShare();
  }, [pending, userLoading, onboarding, signingIn, user]);

  if (onboarding) {
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
      <OfflineBanner />
      <FamilyInvitationNotice />
      <main
        className={cn(
          'flex-1',
          // Room for the bottom bar (below `lg`, as the bar), and below `sm` for the Add Content
          // button above it.
          bottomNav && (phoneAdd ? 'pb-36 sm:pb-20 lg:pb-0' : 'pb-20 lg:pb-0'),
          !bottomNav && phoneAdd && 'pb-20 sm:pb-0',
        )}
      >
        {/* Offline with no user loaded, an account page says so rather than 'sign in'. */}
        {!online && !user && !userLoading && bottomNav ? <OfflinePage /> : children}
      </main>
      {bottomNav && <BottomNav />}
      {phoneAdd && <AddContentButton aboveBottomNav={bottomNav} onClick={() => setModal({ open: true })} />}
      {modal.open && (
        <Suspense fallback={null}>
          {user ? (
            <SaveDialog
              open={modal.open}
              initial={modal.initial}
              onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
            />
          ) : (
            <SignInToSave
              open={modal.open}
              link={
                modal.initial?.url ? { url: modal.initial.url, content: modal.initial.content } : undefined
              }
              onOpenChange={(open) => {
                if (!open) forgetPendingShare();
                setModal((m) => ({ ...m, open }));
              }}
              onContinue={() => setModal((m) => ({ ...m, open: false }))}
            />
          )}
        </Suspense>
      )}
    </div>
  );
}
