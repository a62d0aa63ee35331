import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import { PageLoading } from '@/components/auth-gate';
import { shareReturnPath } from '@/components/shell/pending-share';
import type { ContentModalInitial } from '@/components/shell/shell';
import { OPEN_CONTENT_MODAL } from '@/lib/routes';
import { parseShare } from './parse';

/**
 * The share target (/share?title&text&url, from the installed app in the Android share sheet): a
 * link (`url`, or the first address in `text`) goes on to /app?url=...&content=..., where the shell
 * opens the filled save dialog, or for a signed-out visitor asks to sign in and comes back with it.
 * A text with no link opens the dialog's manual tab with it; signed out, sign-in comes back here.
 */
export default function Share() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { user, isLoading } = useCurrentUser();

  useEffect(() => {
    const shared = parseShare(search);
    if (shared.kind === 'link') {
      navigate(shareReturnPath(shared), { replace: true });
      return;
    }
    if (shared.kind === 'empty') {
      navigate('/app', { replace: true });
      return;
    }
    if (isLoading) return;
    if (!user) {
      navigate(`/login?redirect=${encodeURIComponent(`/share${search}`)}`, { replace: true });
      return;
    }
    navigate('/app', { replace: true });
    const detail: ContentModalInitial = {
      mode: 'manual',
      title: shared.title,
      description: shared.description,
    };
    // After this commit: when /share is the first page, the shell's listener is added after this
    // effect runs (a parent's effects come after its children's).
    setTimeout(() => window.dispatchEvent(new CustomEvent(OPEN_CONTENT_MODAL, { detail })), 0);
  }, [search, navigate, user, isLoading]);

  return <PageLoading />;
}
