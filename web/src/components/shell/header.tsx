import { Bookmark, ChevronDown, LogOut, Monitor, Moon, Plus, Search, ShieldCheck, Sun } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { signIn, useCurrentUser, useLogout } from '@/api/auth';
import { useHasFreeTrial } from '@/api/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { useTheme } from '@/lib/theme';
import { TOOLS as TOOL_LIST } from '@/lib/tools';
import { clsx as cn } from 'clsx';

const ChildSwitcher = lazy(() => import('@/components/child-switcher'));

export const QUICK_SEARCHES = ['sleep training', 'feeding schedule', 'tummy time', 'milestones'];
const TOOLS = [
  ...TOOL_LIST.map((t) => ({ to: t.path, label: t.name })),
  { to: '/tools', label: 'All Tools' },
];

const link = ({ isActive }: { isActive: boolean }) =>
  cn(
    'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
  );

/** The top bar (spec part 1 §2): signed in, signed out. */
export function Header({ onAddContent }: { onAddContent: () => void }) {
  const { user, isPro } = useCurrentUser();
  // 'Start Free Trial' only when billing offers one (TRIAL_DAYS set); asked while signed out.
  const hasTrial = useHasFreeTrial(!user);
  const logout = useLogout();
  const { theme, setTheme } = useTheme();
  const [searchOpen, setSearchOpen] = useState(false);
  const nextTheme = theme === 'light' ? 'dark' : theme === 'dark' ? 'system' : 'light';
  const ThemeIcon = theme === 'light' ? Sun : theme === 'dark' ? Moon : Monitor;

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <Link
          to={user ? '/app' : '/'}
          className="flex items-center gap-2 font-bold text-primary dark:text-violet-300"
          // Below 400px only the icon shows, and from `lg` to `xl` too, where the links join the
          // header and it needs the room (1024 px overflowed): the link keeps its name.
          aria-label="NestKeep"
        >
          <Bookmark className="h-6 w-6" aria-hidden />
          <span className="hidden text-lg min-[400px]:inline lg:hidden xl:inline">NestKeep</span>
        </Link>
        {user && (
          <Suspense fallback={null}>
            <ChildSwitcher />
          </Suspense>
        )}
        {/* From `lg`; below it the bottom bar is the navigation (bottom-nav.tsx says why). */}
        {user && (
          <nav aria-label="Main" className="ml-2 hidden items-center gap-1 lg:flex">
            <NavLink to="/app" className={link}>
              Dashboard
            </NavLink>
            <NavLink to="/saved" className={link}>
              Content
            </NavLink>
            <DropdownMenu>
              <DropdownMenuTrigger className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground">
                Tools <ChevronDown className="h-4 w-4" aria-hidden />
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {TOOLS.map((t) => (
                  <DropdownMenuItem key={t.to} asChild>
                    <Link to={t.to}>{t.label}</Link>
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <NavLink to="/chat" className={link}>
              AI Chat
            </NavLink>
            <NavLink to="/profile" className={link}>
              Settings
            </NavLink>
          </nav>
        )}
        <div className="ml-auto flex items-center gap-1">
          {user ? (
            <>
              <Button variant="ghost" size="icon" aria-label="Search" onClick={() => setSearchOpen(true)}>
                <Search className="h-5 w-5" />
              </Button>
              <Button size="sm" onClick={onAddContent} className="hidden whitespace-nowrap sm:inline-flex">
                <Plus className="h-4 w-4" aria-hidden /> Add Content
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="hidden sm:inline-flex"
                aria-label={`Theme: ${theme}`}
                onClick={() => setTheme(nextTheme)}
              >
                <ThemeIcon className="h-5 w-5" />
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" className="gap-2 px-2" aria-label="Account menu">
                    <span className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                      {(user.displayName || user.email).charAt(0).toUpperCase()}
                    </span>
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuLabel>
                    <div className="flex items-center gap-2">
                      {user.displayName || 'Parent'}
                      {isPro && <Badge>{user.plan === 'family' ? 'Family' : 'Pro'}</Badge>}
                    </div>
                    <div className="text-xs font-normal text-muted-foreground">{user.email}</div>
                  </DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to="/profile">Settings</Link>
                  </DropdownMenuItem>
                  {user.role === 'admin' && (
                    <DropdownMenuItem asChild>
                      <Link to="/admin">
                        <ShieldCheck className="h-4 w-4" aria-hidden /> Admin panel
                      </Link>
                    </DropdownMenuItem>
                  )}
                  <DropdownMenuItem onSelect={() => logout.mutate()}>
                    <LogOut className="h-4 w-4" aria-hidden /> Sign Out
                  </DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </>
          ) : (
            <>
              <Button variant="ghost" size="sm" className="whitespace-nowrap" onClick={() => signIn()}>
                Log in
              </Button>
              <Button size="sm" className="whitespace-nowrap" onClick={() => signIn()}>
                {hasTrial ? 'Start Free Trial' : 'Sign Up Free'}
              </Button>
            </>
          )}
        </div>
      </div>
      <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
    </header>
  );
}

/** Search from anywhere: goes to /app?search=...; a blank search is ignored (part 2 §2.2). */
function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const go = (q: string) => {
    if (!q.trim()) return;
    onOpenChange(false);
    setQuery('');
    navigate(`/app?search=${encodeURIComponent(q.trim())}`);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Search your saved content</DialogTitle>
          <DialogDescription>Find tips by title, tag or note.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e: FormEvent) => (e.preventDefault(), go(query))} className="flex gap-2">
          <Input
            autoFocus
            aria-label="Search"
            placeholder="Search your saved content..."
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <Button type="submit">Search</Button>
        </form>
        <div className="mt-4 flex flex-wrap gap-2">
          {QUICK_SEARCHES.map((q) => (
            <Button key={q} variant="outline" size="sm" onClick={() => go(q)}>
              {q}
            </Button>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
