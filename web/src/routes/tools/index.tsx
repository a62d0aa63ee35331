import {
  Baby,
  Calendar,
  Compass,
  Lock,
  Milk,
  Moon,
  Ruler,
  Smartphone,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { stageWithoutChild } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { useActiveChild } from '@/components/child-profiles/active-child';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { toolsForStage } from '@/lib/tools';

const ICONS: Record<string, LucideIcon> = {
  '/tools/milestone-tracker': Baby,
  '/tools/baby-name-generator': Sparkles,
  '/tools/growth-calculator': Ruler,
  '/tools/due-date-calculator': Calendar,
  '/tools/feeding-tracker': Milk,
  '/tools/phase-calculator': Compass,
  '/tools/sleep-schedule': Moon,
};

/**
 * Every parenting tool (/tools, public); guarded ones tell signed-out visitors to sign in. Those that
 * fit the active child's stage come first (`toolsForStage`); without a child, the stage the parent
 * gave at onboarding (trying or pregnant); signed out or unknown, the usual order.
 */
export default function ToolsIndex() {
  usePageMeta(PAGE_META['/tools']);
  const { user, isAuthenticated, isLoading } = useCurrentUser();
  const { child } = useActiveChild(isAuthenticated);
  const stage = child?.currentStage ?? stageWithoutChild(user?.userStage, null);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12" data-screen="tools">
      <div className="max-w-2xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Parenting tools</h1>
        <p className="mt-2 text-lg text-muted-foreground">
          The trackers and calculators parents come back to every week, built on public references from the
          CDC, WHO, NHS and AAP.
        </p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Tools">
        {toolsForStage(stage).map((tool) => {
          const Icon = ICONS[tool.path] ?? Sparkles;
          // Not said while the user is still loading: a signed-in parent never sees "Sign in" flash.
          const needsSignIn = tool.guarded && !isAuthenticated && !isLoading;
          return (
            <li key={tool.path}>
              <Link
                to={tool.path}
                className="group block h-full rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
              >
                <Card className="flex h-full flex-col transition-colors group-hover:border-primary/60">
                  <CardHeader>
                    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
                      <Icon className="h-5 w-5" aria-hidden />
                    </span>
                    <CardTitle className="mt-2 group-hover:underline">{tool.name}</CardTitle>
                    <CardDescription>{tool.summary}</CardDescription>
                    <p className="mt-auto pt-2 text-sm font-medium text-muted-foreground">
                      {tool.guarded && isLoading ? (
                        '\u00a0'
                      ) : needsSignIn ? (
                        <span className="inline-flex items-center gap-1.5">
                          <Lock className="h-3.5 w-3.5" aria-hidden /> Sign in to use
                        </span>
                      ) : tool.guarded ? (
                        'Saved to your account'
                      ) : (
                        'Free, no account needed'
                      )}
                    </p>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          );
        })}
      </ul>
      <Card className="mt-8">
        <CardHeader className="flex-row items-start gap-4 space-y-0">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
            <Smartphone className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <CardTitle className="text-base">Save tips from any app on your iPhone</CardTitle>
            <CardDescription className="mt-1">
              Add the Save to NestKeep shortcut to your Share Sheet and keep a post from Instagram, TikTok or
              Safari in two taps.{' '}
              <Link
                to="/setup"
                className="font-medium text-primary underline-offset-4 hover:underline dark:text-violet-300"
              >
                Set up the iOS shortcut
              </Link>
            </CardDescription>
          </div>
        </CardHeader>
      </Card>
    </div>
  );
}
