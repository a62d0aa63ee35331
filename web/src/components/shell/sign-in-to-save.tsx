import { Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { GoogleIcon } from '@/components/marketing/google-icon';
import { startSignIn } from '@/components/marketing/sign-in';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { shareReturnPath, type SharedLink } from './pending-share';

/**
 * What the content modal shows a signed-out visitor (issue 7 point 11): the shared link stays in
 * view, and signing in (or creating an account) comes back to the app with it, where the filled
 * save dialog opens.
 */
export default function SignInToSave({
  open,
  link,
  onOpenChange,
  onContinue,
}: {
  open: boolean;
  link?: SharedLink;
  /** Closing the dialog drops the link (the visitor said no). */
  onOpenChange: (open: boolean) => void;
  /** Going on to create an account closes the dialog and keeps the link. */
  onContinue: () => void;
}) {
  const returnTo = shareReturnPath(link);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{link ? 'Sign in to save this link' : 'Sign in to save content'}</DialogTitle>
          <DialogDescription>
            {link
              ? 'We keep your link: once you are signed in, it opens ready to save.'
              : 'Sign in to save links, screenshots and notes to your library.'}
          </DialogDescription>
        </DialogHeader>
        {link && (
          <div className="flex gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm">
            <Link2 className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0">
              <p className="break-all font-medium" data-testid="pending-share-url">
                {link.url}
              </p>
              {link.content && <p className="mt-1 line-clamp-3 text-muted-foreground">{link.content}</p>}
            </div>
          </div>
        )}
        <DialogFooter>
          <Button asChild variant="outline">
            <Link to={`/signup?redirect=${encodeURIComponent(returnTo)}`} onClick={onContinue}>
              Create account free
            </Link>
          </Button>
          <Button type="button" onClick={() => startSignIn(returnTo)}>
            <span className="flex h-5 w-5 items-center justify-center rounded-full bg-white">
              <GoogleIcon className="h-3.5 w-3.5" />
            </span>
            Sign in to save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
