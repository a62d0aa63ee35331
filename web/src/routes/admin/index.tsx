import { format } from 'date-fns';
import { ArrowLeft, ChevronLeft, ChevronRight, Loader2, Search, ShieldAlert, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { AdminUser, CurrentUser } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { planName } from '@/api/billing';
import { errorMessage } from '@/api/content';
import {
  ADMIN_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  optInPatch,
  useAdminAudit,
  useAdminStats,
  useAdminUsers,
  useDeleteAdminUser,
  useUpdateAdminUser,
  type AdminUserPatch,
} from '@/api/admin';
import { PageLoading, SignInRequired } from '@/components/auth-gate';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { Switch } from '@/components/ui/misc';
import { toast } from '@/hooks/use-toast';
import { PAGE_META, usePageMeta } from '@/lib/meta';
import { useDebounced } from '@/routes/dashboard/use-debounced';

/** The usage limit the admin view states for free users (part 2 §6). */
export const ADMIN_FREE_LIMIT = 25;
export const SEARCH_DEBOUNCE_MS = 300;
export const OWN_PLAN_REASON = 'You cannot change your own plan here';
export const OWN_DELETE_REASON = 'You cannot delete your own account here';
export const DELETE_USER_WARNING =
  'This permanently deletes the account and all of its data across NestKeep: saved content and images, chats, child profiles, milestones, growth and feeding records, family sharing, API tokens and the subscription (cancelled). It cannot be undone.';

export function isAdmin(user: CurrentUser | null): boolean {
  return Boolean(user && (user.role === 'admin' || user.isAdmin));
}

/** 'MMM d, yyyy' of an ISO date, or an em dash. */
function day(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : format(d, 'MMM d, yyyy');
}

function dayTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : format(d, 'MMM d, yyyy HH:mm');
}

/** Usage against the limit of the plan the user actually has (a family member's is unlimited). */
export function usageLabel(user: Pick<AdminUser, 'effectivePlan' | 'usageCount'>): string {
  return user.effectivePlan === 'free'
    ? `${user.usageCount}/${ADMIN_FREE_LIMIT}`
    : `${user.usageCount} (unlimited)`;
}

/**
 * The plan the user has, as /api/auth/user computes it (issue 22 point 9): 'Pro', or for a
 * family member 'Family · via owner@example.com'.
 */
export function adminPlanLabel(user: Pick<AdminUser, 'effectivePlan' | 'familyOwnerEmail'>): string {
  const name = planName(user.effectivePlan);
  return user.familyOwnerEmail ? `${name} · via ${user.familyOwnerEmail}` : name;
}

/**
 * The toast's line after a change: 'jamie@example.com is now on the Pro plan.'; a family member
 * keeps Family whatever their own plan, and the toast says so.
 */
function changeDescription(user: AdminUser, patch: AdminUserPatch): string {
  if (!('plan' in patch)) return `${user.email} has been updated.`;
  const plan = planName(patch.plan);
  return user.familyOwnerEmail
    ? `${user.email}'s own plan is now ${plan}; they keep Family through ${user.familyOwnerEmail}.`
    : `${user.email} is now on the ${plan} plan.`;
}

/** /admin (part 2 §2.14): the admin role only; signed out → the sign-in card; others → refused. */
export default function AdminPage() {
  const { user, isLoading } = useCurrentUser();
  usePageMeta(PAGE_META['/admin']);
  if (isLoading) return <PageLoading />;
  if (!user) return <SignInRequired returnTo="/admin" />;
  if (!isAdmin(user)) return <AdminRequired />;
  return <AdminPanel self={user} />;
}

function AdminRequired() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg items-center p-4" data-screen="admin-refused">
      <Card className="w-full text-center">
        <CardHeader className="items-center">
          <ShieldAlert className="h-8 w-8 text-destructive" aria-hidden />
          <h1 className="text-2xl font-bold">Admin access required</h1>
          <CardDescription>
            This page is for NestKeep administrators. Your account does not have admin access.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/app">Back to App</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

function AdminPanel({ self }: { self: CurrentUser }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6 p-4 pb-10" data-screen="admin">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Admin Panel</h1>
          <p className="text-sm text-muted-foreground">Users, plans and what admins changed.</p>
        </div>
        <Button asChild variant="outline">
          <Link to="/app">
            <ArrowLeft className="h-4 w-4" aria-hidden /> Back to App
          </Link>
        </Button>
      </div>
      <StatCards />
      <UsersSection selfId={self.id} />
      <AuditSection />
    </div>
  );
}

const STAT_LABELS = [
  ['totalUsers', 'Total Users'],
  ['proUsers', 'Pro Users'],
  ['emailOptInUsers', 'Email Opt-ins'],
  ['totalContent', 'Total Content'],
  ['totalChats', 'Total Chats'],
  ['newUsersToday', 'New Today'],
  ['newUsersThisWeek', 'New This Week'],
  ['newUsersThisMonth', 'New This Month'],
] as const;

function StatCards() {
  const stats = useAdminStats();
  if (stats.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the stats: {errorMessage(stats.error) ?? 'please try again.'}
      </p>
    );
  }
  return (
    <section aria-label="Stats" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {STAT_LABELS.map(([key, label]) => (
        <Card key={key}>
          <CardContent className="flex flex-col gap-1 pt-5">
            <span className="text-sm text-muted-foreground">{label}</span>
            <span className="text-2xl font-bold" data-testid={`admin-stat-${key}`}>
              {stats.data ? stats.data[key] : '…'}
            </span>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}

function UsersSection({ selfId }: { selfId: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebounced(search, SEARCH_DEBOUNCE_MS);
  useEffect(() => setPage(1), [debounced]);
  const users = useAdminUsers(debounced, page);
  const [selected, setSelected] = useState<AdminUser | null>(null);

  // The dialog shows the freshest copy of the selected user once the list refetches.
  const fresh = selected ? users.data?.users.find((u) => u.id === selected.id) : undefined;
  const shown = fresh ?? selected;
  const total = users.data?.total ?? 0;
  const pageSize = users.data?.pageSize ?? ADMIN_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  return (
    <Card role="region" aria-labelledby="admin-users-title">
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle id="admin-users-title">Users</CardTitle>
        <div className="relative w-full sm:w-80">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search users"
            placeholder="Search by email or name..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </CardHeader>
      <CardContent>
        {users.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load users: {errorMessage(users.error) ?? 'please try again.'}
          </p>
        ) : users.isLoading ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> Loading
            users...
          </p>
        ) : (
          <>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" aria-label="Users">
                <thead className="border-b border-border text-muted-foreground">
                  <tr>
                    {['Name', 'Email', 'Plan', 'Usage', 'Content', 'Chats', 'Opt-in', 'Joined', ''].map(
                      (h) => (
                        <th
                          key={h || 'actions'}
                          scope="col"
                          className="whitespace-nowrap px-2 py-2 font-medium"
                        >
                          {h || <span className="sr-only">Actions</span>}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {users.data?.users.map((u) => (
                    <tr
                      key={u.id}
                      className="border-b border-border last:border-0"
                      data-testid="admin-user-row"
                    >
                      <td className="px-2 py-2">
                        {u.displayName || '—'}
                        {u.id === selfId && (
                          <Badge variant="secondary" className="ml-2">
                            You
                          </Badge>
                        )}
                      </td>
                      <td className="px-2 py-2">{u.email}</td>
                      <td className="px-2 py-2">
                        <Badge
                          variant={u.effectivePlan === 'free' ? 'secondary' : 'default'}
                          className="whitespace-nowrap"
                        >
                          {adminPlanLabel(u)}
                        </Badge>
                      </td>
                      <td className="whitespace-nowrap px-2 py-2">{usageLabel(u)}</td>
                      <td className="px-2 py-2">{u.contentCount}</td>
                      <td className="px-2 py-2">{u.chatCount}</td>
                      <td className="px-2 py-2">{u.emailOptIn ? 'Yes' : 'No'}</td>
                      <td className="whitespace-nowrap px-2 py-2">{day(u.createdAt)}</td>
                      <td className="px-2 py-2">
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setSelected(u)}
                          aria-label={`View ${u.email}`}
                        >
                          View
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {users.data?.users.length === 0 && (
                <p className="py-6 text-center text-sm text-muted-foreground">
                  {debounced.trim() ? `No users match "${debounced.trim()}".` : 'No users yet.'}
                </p>
              )}
            </div>
            <Pager
              label="Users pages"
              page={page}
              pages={pages}
              summary={`${total} user${total === 1 ? '' : 's'}`}
              onPage={setPage}
            />
          </>
        )}
      </CardContent>
      <UserDialog user={shown} selfId={selfId} onClose={() => setSelected(null)} />
    </Card>
  );
}

function Pager({
  label,
  page,
  pages,
  summary,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  summary: string;
  onPage: (p: number) => void;
}) {
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-between gap-2 text-sm">
      <span className="text-muted-foreground">{summary}</span>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="break-all">{children}</dd>
    </div>
  );
}

function UserDialog({
  user,
  selfId,
  onClose,
}: {
  user: AdminUser | null;
  selfId: string;
  onClose: () => void;
}) {
  const update = useUpdateAdminUser();
  const remove = useDeleteAdminUser();
  const [confirming, setConfirming] = useState(false);
  // What the switches show while a change is on its way (the list refetches after it lands).
  const [pending, setPending] = useState<Partial<AdminUser>>({});
  useEffect(() => setPending({}), [user?.id, user?.plan, user?.emailOptIn]);

  if (!user) return null;
  const own = user.id === selfId;
  const view = { ...user, ...pending };

  const change = (patch: AdminUserPatch) => {
    // A plan of their own shows at once, unless a family's plan is what they have.
    const ownPlanShown = 'plan' in patch && !user.familyOwnerEmail ? { effectivePlan: patch.plan } : {};
    setPending({ ...(patch as Partial<AdminUser>), ...ownPlanShown });
    update.mutate(
      { userId: user.id, patch },
      {
        onSuccess: () => toast({ title: 'User updated', description: changeDescription(user, patch) }),
        onError: (err) => {
          setPending({});
          toast({
            title: 'Update failed',
            description: errorMessage(err) ?? 'Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  const doDelete = () =>
    remove.mutate(user.id, {
      onSuccess: () => {
        setConfirming(false);
        onClose();
        toast({ title: 'User deleted', description: 'User account has been permanently deleted' });
      },
      onError: (err) => {
        setConfirming(false);
        toast({
          title: 'Delete failed',
          description: errorMessage(err) ?? 'Please try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent aria-describedby="admin-user-dialog-desc" data-testid="admin-user-dialog">
        <DialogHeader>
          <DialogTitle>{user.displayName || user.email}</DialogTitle>
          <DialogDescription id="admin-user-dialog-desc">User details</DialogDescription>
        </DialogHeader>
        <dl className="divide-y divide-border">
          <Field label="ID">{user.id}</Field>
          <Field label="Display name">{user.displayName || '—'}</Field>
          <Field label="Email">{user.email}</Field>
          <Field label="Google ID">{user.googleId}</Field>
          <Field label="Role">{user.role}</Field>
          <Field label="Plan">{adminPlanLabel(view)}</Field>
          {view.familyOwnerEmail && <Field label="Own plan">{planName(view.plan)}</Field>}
          <Field label="Usage this month">{usageLabel(view)}</Field>
          <Field label="Content">{user.contentCount}</Field>
          <Field label="Chats">{user.chatCount}</Field>
          <Field label="Email opt-in">{view.emailOptIn ? 'Yes' : 'No'}</Field>
          <Field label="Opt-in date">{day(view.emailOptInDate)}</Field>
          <Field label="Joined">{day(user.createdAt)}</Field>
        </dl>

        <div className="mt-4 space-y-3">
          <div className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor="admin-plan">Pro plan</Label>
              <p className="text-xs text-muted-foreground">
                {own ? OWN_PLAN_REASON : 'Switch between free and pro (a manual grant).'}
              </p>
            </div>
            <Switch
              id="admin-plan"
              checked={view.plan === 'pro'}
              disabled={own || update.isPending}
              onCheckedChange={(on) => change({ plan: on ? 'pro' : 'free' })}
            />
          </div>
          <div className="flex items-center justify-between gap-4">
            <div>
              <Label htmlFor="admin-opt-in">Marketing emails</Label>
              <p className="text-xs text-muted-foreground">Opt-in date is set to now, or cleared.</p>
            </div>
            <Switch
              id="admin-opt-in"
              checked={view.emailOptIn}
              disabled={update.isPending}
              onCheckedChange={(on) => change(optInPatch(on))}
            />
          </div>
          <div className="flex items-center justify-between gap-4 border-t border-border pt-3">
            <p className="text-xs text-muted-foreground">
              {own ? OWN_DELETE_REASON : 'Deletes the account and all of its data.'}
            </p>
            <Button variant="destructive" size="sm" disabled={own} onClick={() => setConfirming(true)}>
              <Trash2 className="h-4 w-4" aria-hidden /> Delete user
            </Button>
          </div>
        </div>

        <AlertDialog open={confirming} onOpenChange={(o) => !o && !remove.isPending && setConfirming(false)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Permanently delete {user.email}?</AlertDialogTitle>
              <AlertDialogDescription>{DELETE_USER_WARNING}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
              <Button variant="destructive" disabled={remove.isPending} onClick={doDelete}>
                {remove.isPending ? 'Deleting...' : 'Delete permanently'}
              </Button>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </DialogContent>
    </Dialog>
  );
}

const ACTION_LABELS: Record<string, string> = {
  'plan.changed': 'Plan changed',
  'email-opt-in.changed': 'Email opt-in changed',
  'user.deleted': 'User deleted',
};

function AuditSection() {
  const [page, setPage] = useState(1);
  const audit = useAdminAudit(page);
  const total = audit.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <Card role="region" aria-labelledby="admin-audit-title">
      <CardHeader>
        <CardTitle id="admin-audit-title">Audit log</CardTitle>
        <CardDescription>Every change an admin made: who, what and when.</CardDescription>
      </CardHeader>
      <CardContent>
        {audit.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the audit log: {errorMessage(audit.error) ?? 'please try again.'}
          </p>
        ) : audit.isLoading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading audit log...
          </p>
        ) : audit.data?.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No admin changes yet.</p>
        ) : (
          <>
            <ul className="divide-y divide-border" aria-label="Audit log entries">
              {audit.data?.entries.map((e) => (
                <li key={e.id} className="flex flex-col gap-0.5 py-2 text-sm" data-testid="audit-entry">
                  <span>
                    <span className="font-medium">{ACTION_LABELS[e.action] ?? e.action}</span>: {e.summary}
                  </span>
                  <span className="text-muted-foreground">
                    by {e.adminEmail} · {dayTime(e.createdAt)}
                    {e.targetUserId ? ` · user ${e.targetEmail ?? e.targetUserId}` : ' · account deleted'}
                  </span>
                </li>
              ))}
            </ul>
            <Pager
              label="Audit log pages"
              page={page}
              pages={pages}
              summary={`${total} entr${total === 1 ? 'y' : 'ies'}`}
              onPage={setPage}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
