import { Bookmark } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { clsx as cn } from 'clsx';

export const SUPPORT_EMAIL = 'support@nestkeep.app';
export const PRIVACY_EMAIL = 'privacy@nestkeep.app';

/** The wordmark, linking home. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={cn(
        'flex items-center gap-2 rounded-md font-bold text-primary dark:text-violet-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2',
        className,
      )}
    >
      <Bookmark className="h-6 w-6" aria-hidden />
      <span className="text-lg">NestKeep</span>
    </Link>
  );
}

/** A page section with a labelled heading (one h2 per section keeps the outline in order). */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn('scroll-mt-20 px-4 py-16 sm:py-20', className)}
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          {eyebrow && (
            <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-primary dark:text-violet-300">
              {eyebrow}
            </p>
          )}
          <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
