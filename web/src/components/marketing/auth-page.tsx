import type { ReactNode } from 'react';
import { Logo } from './brand';

/** The frame of the sign-in and sign-up pages: logo, a card with the page's title, and a line below it. */
export function AuthPage({
  screen,
  title,
  children,
  footer,
}: {
  screen: 'login' | 'signup';
  title: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  const titleId = `${screen}-title`;
  return (
    <div
      className="flex min-h-screen flex-col bg-gradient-to-b from-violet-50 to-background px-4 py-8 dark:from-violet-950/30"
      data-screen={screen}
    >
      <div className="mx-auto w-full max-w-md">
        <Logo className="justify-center" />
        <section
          aria-labelledby={titleId}
          className="mt-8 rounded-2xl border border-border bg-card p-6 shadow-lg sm:p-8"
        >
          <h1 id={titleId} className="text-center text-2xl font-bold">
            {title}
          </h1>
          {children}
        </section>
        <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>
      </div>
    </div>
  );
}
