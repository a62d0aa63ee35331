import { format } from 'date-fns';
import {
  Bookmark,
  ExternalLink,
  FileText,
  Heart,
  LayoutGrid,
  LogIn,
  LogOut,
  Mail,
  Moon,
  Pencil,
  Shield,
  Smartphone,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { signIn, useCurrentUser, useLogout } from '@/api/auth';
import {
  displayNameChanged,
  useEmailPreferences,
  useProfile,
  useStats,
  useUpdateEmailPreferences,
  useUpdateProfile,
} from '@/api/user';
import { SubscriptionCard } from '@/components/billing/subscription-card';
import { ChildProfilesCard } from '@/components/child-profiles/child-profiles-card';
import { FamilyCard } from '@/components/family/family-card';
import { PrivacyCard } from '@/components/privacy/privacy-card';
import { TokensCard } from '@/components/tokens/tokens-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/misc';
import { toast } from '@/hooks/use-toast';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { useTheme } from '@/lib/theme';

export const SUPPORT_EMAIL = 'support@nestkeep.app';

/** 'MMMM yyyy', e.g. 'November 2026'; empty when the date is missing or unreadable. */
export function memberSince(createdAt: string | null | undefined): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMMM yyyy');
}

/** Categories that hold at least one item, largest first. */
export function categoryRows(counts: Record<string, number> | undefined): Array<[string, number]> {
  return Object.entries(counts ?? {})
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** Profile and settings (spec part 1 §2, §4). */
export default function Profile() {
  const { user, isLoading } = useCurrentUser();
  const signedIn = Boolean(user);
  usePageMeta(PAGE_META['/profile']);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-4xl p-4 text-center text-muted-foreground" data-screen="profile">
        Loading profile...
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 p-4 pb-8" data-screen="profile">
      <h1 className="text-2xl font-bold">Profile &amp; Settings</h1>
      <ProfileCard />
      <StatsSection enabled={signedIn} />

      <ChildProfilesCard enabled={signedIn} />

      <section aria-labelledby="settings-heading" className="space-y-4">
        <h2 id="settings-heading" className="text-xl font-semibold">
          Settings
        </h2>
        <Card>
          <CardContent className="divide-y divide-border py-2">
            <DarkModeSetting />
            <EmailPreferencesSetting enabled={signedIn} />
          </CardContent>
        </Card>
        <ShortcutSummary />
        <TokensCard enabled={signedIn} />

        <FamilyCard enabled={signedIn} />

        <SubscriptionCard enabled={signedIn} />

        <LegalAndSupport />

        <PrivacyCard enabled={signedIn} />
      </section>
    </div>
  );
}

function ProfileCard() {
  const { user: current } = useCurrentUser();
  // The profile query is the same record; it is what a successful save refreshes.
  const profile = useProfile(Boolean(current));
  const user = current ? (profile.data ?? current) : null;
  const logout = useLogout();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');

  if (!user) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <Avatar letter="D" />
            <div>
              <div className="flex items-center gap-2">
                <p className="text-lg font-semibold">Demo User</p>
                <Badge variant="secondary">Demo Mode</Badge>
              </div>
              <p className="text-sm text-muted-foreground">
                Sign in to keep your tips and settings on every device.
              </p>
            </div>
          </div>
          <Button onClick={() => signIn('/profile')}>
            <LogIn className="h-4 w-4" aria-hidden /> Sign In
          </Button>
        </CardContent>
      </Card>
    );
  }

  const startEdit = () => {
    setName(user.displayName ?? '');
    setEditing(true);
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!displayNameChanged(user.displayName, name)) {
      setEditing(false);
      return;
    }
    update.mutate(
      { displayName: name.trim() },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: 'Profile updated', description: 'Your display name has been saved.' });
        },
        onError: () =>
          toast({
            title: 'Update failed',
            description: 'Could not save your display name. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };
  const since = memberSince(user.createdAt);

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar letter={(user.displayName || user.email).charAt(0).toUpperCase()} />
          <div className="min-w-0 flex-1">
            {editing ? (
              <form onSubmit={save} className="flex flex-wrap items-end gap-2">
                <div className="min-w-48 flex-1">
                  <Label htmlFor="display-name">Display name</Label>
                  <Input
                    id="display-name"
                    autoFocus
                    maxLength={100}
                    value={name}
                    onChange={(e) => setName(e.target.value)}
                  />
                </div>
                <Button type="submit" disabled={update.isPending}>
                  {update.isPending ? 'Saving...' : 'Save'}
                </Button>
                <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              </form>
            ) : (
              <div className="flex items-center gap-2">
                <p className="truncate text-lg font-semibold" data-testid="display-name">
                  {user.displayName || 'Parent'}
                </p>
                <Button variant="ghost" size="sm" onClick={startEdit}>
                  <Pencil className="h-4 w-4" aria-hidden /> Edit
                </Button>
              </div>
            )}
            <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            {since && <p className="text-sm text-muted-foreground">Member since {since}</p>}
          </div>
        </div>
        <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <LogOut className="h-4 w-4" aria-hidden /> Sign Out
        </Button>
      </CardContent>
    </Card>
  );
}

function Avatar({ letter }: { letter: string }) {
  return (
    <span
      aria-hidden
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-semibold text-primary-foreground"
    >
      {letter}
    </span>
  );
}

function StatsSection({ enabled }: { enabled: boolean }) {
  const { data } = useStats(enabled);
  const rows = categoryRows(data?.categoryCounts);
  const cards = [
    { label: 'Total Content', value: data?.totalItems ?? 0, icon: Bookmark },
    { label: 'Favorites', value: data?.favoriteItems ?? 0, icon: Heart },
    { label: 'Categories', value: rows.length, icon: LayoutGrid },
  ];
  return (
    <section aria-label="Your content" className="space-y-4">
      <div className="grid grid-cols-3 gap-3">
        {cards.map(({ label, value, icon: Icon }) => (
          <Card key={label}>
            <CardContent className="flex flex-col items-center gap-1 pt-5 text-center">
              <Icon className="h-5 w-5 text-primary" aria-hidden />
              <span className="text-2xl font-bold" data-testid={`stat-${label}`}>
                {value}
              </span>
              <span className="text-xs text-muted-foreground sm:text-sm">{label}</span>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold leading-tight">Content by Category</h2>
        </CardHeader>
        <CardContent>
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Nothing saved yet. Your categories appear here as you save tips.
            </p>
          ) : (
            <ul className="divide-y divide-border">
              {rows.map(([category, count]) => (
                <li key={category} className="flex items-center justify-between py-2 text-sm">
                  <span>{category}</span>
                  <Badge variant="secondary">{count}</Badge>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

function DarkModeSetting() {
  const { theme, setTheme } = useTheme();
  const dark =
    theme === 'dark' ||
    (theme === 'system' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="flex items-center gap-3">
        <Moon className="h-5 w-5 text-muted-foreground" aria-hidden />
        <div>
          <Label htmlFor="dark-mode">Dark mode</Label>
          <p className="text-sm text-muted-foreground">Easier on the eyes at night feeds.</p>
        </div>
      </div>
      <Switch id="dark-mode" checked={dark} onCheckedChange={(on) => setTheme(on ? 'dark' : 'light')} />
    </div>
  );
}

function EmailPreferencesSetting({ enabled }: { enabled: boolean }) {
  const prefs = useEmailPreferences(enabled);
  const update = useUpdateEmailPreferences();
  const checked = update.isPending ? Boolean(update.variables) : Boolean(prefs.data?.emailOptIn);
  const change = (on: boolean) =>
    update.mutate(on, {
      onSuccess: (res) => toast({ title: 'Preferences updated', description: res.message }),
      onError: () =>
        toast({
          title: 'Failed to update preferences',
          description: 'Could not update email preferences',
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="flex items-center gap-3">
        <Mail className="h-5 w-5 text-muted-foreground" aria-hidden />
        <div>
          <Label htmlFor="email-preferences">Parenting tips by email</Label>
          <p className="text-sm text-muted-foreground">
            {enabled
              ? 'Occasional emails with tips for your stage. Unsubscribe any time.'
              : 'Sign in to choose which emails you get.'}
          </p>
        </div>
      </div>
      <Switch
        id="email-preferences"
        checked={checked}
        disabled={!enabled || prefs.isLoading || prefs.isError || update.isPending}
        onCheckedChange={change}
      />
    </div>
  );
}

function ShortcutSummary() {
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <Smartphone className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden />
        <div className="flex-1 space-y-1.5">
          <CardTitle>iOS Shortcut</CardTitle>
          <CardDescription>
            Save a tip from Instagram, TikTok, YouTube or Safari in about 3 seconds, straight from the Share
            button. Setting it up takes five short steps.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline">
          <Link to="/setup">Set up the shortcut</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function LegalAndSupport() {
  const links = [
    { href: '/privacy', label: 'Privacy Policy', icon: Shield },
    { href: '/terms', label: 'Terms of Service', icon: FileText },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Legal &amp; Support</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        {links.map(({ href, label, icon: Icon }) => (
          <a
            key={href}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-muted"
          >
            <Icon className="h-4 w-4 text-muted-foreground" aria-hidden />
            {label}
            <ExternalLink className="ml-auto h-4 w-4 text-muted-foreground" aria-hidden />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ))}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-muted"
        >
          <Mail className="h-4 w-4 text-muted-foreground" aria-hidden />
          Contact Support
          <span className="ml-auto text-muted-foreground">{SUPPORT_EMAIL}</span>
        </a>
      </CardContent>
    </Card>
  );
}
