import {
  Bookmark,
  Brain,
  Clock,
  Heart,
  MessageCircle,
  Plus,
  Search,
  Shield,
  Sparkles,
  Zap,
} from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CATEGORIES, PHASES, type ContentItem, type CurrentUser } from '@nestkeep/common/web';
import { signIn, useCurrentUser } from '@/api/auth';
import { useContentList, useStats } from '@/api/content';
import { CategoryIcon, categoryLook } from '@/components/content/category-icons';
import { ContentCard } from '@/components/content/content-card';
import { ContentDetailModal } from '@/components/content/content-detail-modal';
import { UsageMeter } from '@/components/usage-meter';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { openContentModal } from '@/lib/routes';
import { phaseLabel } from '@/lib/format';
import { cn } from '@/lib/utils';
import { SAVED_FAVORITES_PATH } from '@/routes/saved/favorites-filter';
import { ForChildNow } from './for-child-now';
import { useDebounced } from './use-debounced';

/** Recent content shows this many items until View All (part 1 §9); favourites likewise. */
export const RECENT_SHOWN = 6;
export const FAVORITES_SHOWN = 6;
/** 'Recent' stat: items saved within this many days. */
const RECENT_DAYS = 7;

export interface DashboardFilters {
  category?: string;
  phase?: string;
  search?: string;
}

/** The grid heading rule (part 1 §2): category, then phase, then search, else recent. */
export function gridHeading({ category, phase, search }: DashboardFilters): string {
  if (category) return `${category} Content`;
  if (phase) return `${phaseLabel(phase)} Phase Content`;
  if (search?.trim()) return 'Search Results';
  return 'Recent Content';
}

/** The AI chat card's line: how many conversations the user has had. */
export const conversationCountText = (n: number) =>
  n === 0 ? 'No conversations yet' : `${n} ${n === 1 ? 'conversation' : 'conversations'}`;

/** The count line above dashboard search results: 'N results for "query"'. */
export const searchCountText = (n: number, query: string) =>
  `${n} ${n === 1 ? 'result' : 'results'} for "${query.trim()}"`;

/** The empty state's title, text and whether 'Add Your First Content' shows (part 1 §2). */
export function emptyState({ category, phase, search }: DashboardFilters) {
  if (category)
    return {
      title: 'No content found',
      message: `No content found in ${category}. Try a different category.`,
      showAdd: false,
    };
  if (search?.trim())
    return {
      title: 'No content found',
      message: `No content matches "${search.trim()}". Try different keywords.`,
      showAdd: false,
    };
  if (phase)
    return {
      title: 'No content found',
      message: `No content found in the ${phaseLabel(phase)} phase. Try a different phase.`,
      showAdd: false,
    };
  return { title: 'No content yet', message: 'Start by saving your first piece of content!', showAdd: true };
}

/**
 * The headline's greeting: 'Welcome' on the user's first visit (no earlier sign-in recorded),
 * 'Welcome back' after that (issue 22 point 8), with the first name when there is one.
 */
export function greeting(user: Pick<CurrentUser, 'displayName' | 'firstSignIn'>): string {
  const name = user.displayName?.trim().split(/\s+/)[0];
  return `${user.firstSignIn ? 'Welcome' : 'Welcome back'}${name ? `, ${name}` : ''}!`;
}

function Welcome() {
  const cards = [
    {
      icon: Zap,
      title: 'Save instantly',
      text: 'Save tips from Instagram, TikTok, YouTube, Reddit and any link in seconds.',
    },
    {
      icon: Brain,
      title: 'AI analysis',
      text: 'Get key points, action steps and hashtags for everything you save.',
    },
    { icon: Shield, title: 'Private and secure', text: 'Your saved content is private to your account.' },
  ];
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 text-center" data-screen="dashboard-welcome">
      <Bookmark className="mx-auto mb-4 h-12 w-12 text-primary" aria-hidden />
      <h1 className="text-3xl font-bold">Welcome to NestKeep</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted-foreground">
        Save, organise and find the parenting tips you love. Sign in to start building your library.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => signIn()}>
          Sign In
        </Button>
        <Button size="lg" variant="outline" onClick={() => signIn()}>
          Sign Up
        </Button>
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        Nothing is saved to this browser yet: sign in to keep your content safe in your account.
      </p>
      <div className="mt-10 grid gap-4 text-left sm:grid-cols-3">
        {cards.map(({ icon: Icon, title, text }) => (
          <Card key={title}>
            <CardHeader>
              <Icon className="h-6 w-6 text-primary" aria-hidden />
              <CardTitle>{title}</CardTitle>
              <CardDescription>{text}</CardDescription>
            </CardHeader>
          </Card>
        ))}
      </div>
    </div>
  );
}

function StatCard({
  icon: Icon,
  label,
  value,
  to,
}: {
  icon: typeof Bookmark;
  label: string;
  value: string | number;
  to?: string;
}) {
  const body = (
    <CardContent className="flex items-center gap-3 pt-5">
      <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-accent text-primary">
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div>
        <p className="text-2xl font-bold">{value}</p>
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </CardContent>
  );
  return (
    <Card className={cn(to && 'transition-colors hover:bg-muted/50')}>
      {to ? (
        <Link
          to={to}
          className="block rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

function ContentGrid({ items, onOpen }: { items: ContentItem[]; onOpen: (item: ContentItem) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex min-w-0">
          <ContentCard item={item} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

/** The dashboard (/app, /dashboard), part 1 §2. */
export default function Dashboard() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(() => params.get('search') ?? '');
  const [category, setCategory] = useState('');
  const [phase, setPhase] = useState('');
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [pendingContentId, setPendingContentId] = useState<number | null>(() => {
    const raw = params.get('contentId');
    return raw && /^\d+$/.test(raw) ? Number(raw) : null;
  });
  const debouncedSearch = useDebounced(search.trim(), 250);
  const signedIn = Boolean(user);

  const list = useContentList({ search: debouncedSearch, category, phase }, { enabled: signedIn });
  // The favourites section and the Recent stat read the unfiltered list.
  const all = useContentList({}, { enabled: signedIn });
  const stats = useStats({ enabled: signedIn });

  // ?search= pre-fills the box (also when the header's search dialog navigates here), then goes.
  const searchParam = params.get('search');
  const contentParam = params.get('contentId');
  useEffect(() => {
    if (searchParam === null && contentParam === null) return;
    if (searchParam !== null) setSearch(searchParam);
    if (contentParam !== null && /^\d+$/.test(contentParam)) setPendingContentId(Number(contentParam));
    setParams(
      (p) => {
        p.delete('search');
        p.delete('contentId');
        return p;
      },
      { replace: true },
    );
  }, [searchParam, contentParam, setParams]);

  // ?contentId= opens that item's modal once the list has loaded.
  useEffect(() => {
    if (pendingContentId === null || !all.data) return;
    if (all.data.some((i) => i.id === pendingContentId)) setOpenId(pendingContentId);
    setPendingContentId(null);
  }, [pendingContentId, all.data]);

  const filters: DashboardFilters = { category, phase, search: debouncedSearch };
  const filtered = Boolean(category || phase || debouncedSearch);
  const items = useMemo(() => list.data ?? [], [list.data]);
  const toggleShown = !category && !debouncedSearch;
  const shown = toggleShown && !showAll ? items.slice(0, RECENT_SHOWN) : items;
  const favorites = (all.data ?? []).filter((i) => i.isFavorite).slice(0, FAVORITES_SHOWN);
  const recentCount = useMemo(() => {
    const since = Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000;
    return (all.data ?? []).filter((i) => new Date(i.dateSaved).getTime() >= since).length;
  }, [all.data]);
  const openItem =
    openId === null
      ? null
      : (all.data?.find((i) => i.id === openId) ?? items.find((i) => i.id === openId) ?? null);

  if (userLoading) {
    return (
      <p className="p-8 text-center text-muted-foreground" role="status">
        Loading...
      </p>
    );
  }
  if (!user || list.isError || stats.isError || all.isError) return <Welcome />;

  const empty = emptyState(filters);
  // Older servers may not send the count yet: the card and stat then read as before.
  const conversationCount =
    typeof stats.data?.conversationCount === 'number' ? stats.data.conversationCount : undefined;
  const counts = stats.data?.categoryCounts ?? {};

  // Search results come first, under the search box, with their count (issue 7 point 12).
  const searching = Boolean(debouncedSearch);
  const gridSection = (
    <section aria-labelledby="grid-heading" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <div>
          <h2 id="grid-heading" className="text-xl font-semibold">
            {gridHeading(filters)}
          </h2>
          {searching && !list.isLoading && !list.isPlaceholderData && (
            <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
              {searchCountText(items.length, debouncedSearch)}
            </p>
          )}
        </div>
        {toggleShown && items.length > RECENT_SHOWN && (
          <Button variant="ghost" size="sm" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
            {showAll ? 'Show Less' : 'View All'}
          </Button>
        )}
      </div>
      {list.isLoading ? (
        <p className="text-muted-foreground" role="status">
          Loading your content...
        </p>
      ) : items.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <Bookmark className="h-10 w-10 text-muted-foreground" aria-hidden />
            <h3 className="text-lg font-semibold">{empty.title}</h3>
            <p className="text-muted-foreground">{empty.message}</p>
            {empty.showAdd && (
              <Button onClick={() => openContentModal()}>
                <Plus className="h-4 w-4" aria-hidden /> Add Your First Content
              </Button>
            )}
          </CardContent>
        </Card>
      ) : (
        <ContentGrid items={shown} onOpen={(i) => setOpenId(i.id)} />
      )}
    </section>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-6" data-screen="dashboard">
      <section className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{greeting(user)}</h1>
          <p className="text-muted-foreground">
            Your parenting tips, organised and ready when you need them.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openContentModal()}>
            <Plus className="h-4 w-4" aria-hidden /> Add Content
          </Button>
          <Button variant="outline" asChild>
            <Link to="/chat">
              <MessageCircle className="h-4 w-4" aria-hidden /> AI Chat
            </Link>
          </Button>
        </div>
      </section>

      <section aria-label="Search">
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search your saved content"
            placeholder="Search your saved content..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </section>

      {searching && gridSection}

      <ForChildNow enabled={signedIn} onOpen={(i) => setOpenId(i.id)} />

      <UsageMeter />

      <section aria-label="Your numbers" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard icon={Bookmark} label="Total Saved" value={stats.data?.totalItems ?? '–'} />
        <StatCard
          icon={Heart}
          label="Favorites"
          value={stats.data?.favoriteItems ?? '–'}
          to={SAVED_FAVORITES_PATH}
        />
        <StatCard icon={Clock} label="Recent" value={all.data ? recentCount : '–'} />
        <StatCard icon={Sparkles} label="AI Chat" value={conversationCount ?? 'Ask'} to="/chat" />
      </section>

      <Card className="bg-gradient-to-r from-violet-50 to-pink-50 dark:from-violet-950/40 dark:to-pink-950/30">
        <CardContent className="flex flex-wrap items-center justify-between gap-4 pt-5">
          <div className="flex items-center gap-3">
            <MessageCircle className="h-8 w-8 text-primary" aria-hidden />
            <div>
              <h2 className="font-semibold">Ask the AI assistant</h2>
              <p className="text-sm text-muted-foreground">
                Answers from trusted sources and your saved content. Informational only, not medical advice.
              </p>
              {conversationCount !== undefined && (
                <p className="text-sm font-medium" data-testid="dashboard-conversation-count">
                  {conversationCountText(conversationCount)}
                </p>
              )}
            </div>
          </div>
          <Button asChild>
            <Link to="/chat">Open AI Chat</Link>
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="browse-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="browse-heading" className="text-xl font-semibold">
            Browse by Category
          </h2>
          <div className="flex flex-wrap items-end gap-2">
            <div className="flex items-center gap-2">
              <Label htmlFor="dashboard-phase" className="text-sm">
                Phase
              </Label>
              <Select
                id="dashboard-phase"
                value={phase}
                onChange={(e) => setPhase(e.target.value)}
                options={PHASES.map((p) => ({ value: p, label: phaseLabel(p) }))}
                placeholder="All phases"
                className="w-40"
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setCategory('');
                setPhase('');
              }}
              disabled={!category && !phase}
              aria-label="View All categories"
            >
              View All
            </Button>
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {CATEGORIES.map((c) => {
            const selected = category === c;
            return (
              <li key={c}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setCategory(selected ? '' : c)}
                  className={cn(
                    'flex w-full items-center gap-3 rounded-xl border p-3 text-left transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary',
                    selected ? 'border-primary ring-1 ring-primary' : 'border-border bg-card',
                  )}
                >
                  <span
                    className={cn(
                      'flex h-9 w-9 shrink-0 items-center justify-center rounded-lg',
                      categoryLook(c).tone,
                    )}
                  >
                    <CategoryIcon category={c} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-medium">{c}</span>
                    <span className="block text-xs text-muted-foreground">
                      {counts[c] ?? 0} {(counts[c] ?? 0) === 1 ? 'item' : 'items'}
                      {selected && ' · selected'}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      {!searching && gridSection}

      {!filtered && favorites.length > 0 && (
        <section aria-labelledby="favorites-heading" className="space-y-3">
          <h2 id="favorites-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Heart className="h-5 w-5 fill-rose-500 text-rose-500" aria-hidden /> Favorites
          </h2>
          <ContentGrid items={favorites} onOpen={(i) => setOpenId(i.id)} />
        </section>
      )}

      <footer className="flex flex-col items-center gap-2 border-t border-border pt-6 text-sm text-muted-foreground">
        <nav aria-label="Footer" className="flex gap-4">
          <Link to="/privacy" className="hover:underline">
            Privacy Policy
          </Link>
          <Link to="/terms" className="hover:underline">
            Terms
          </Link>
          <a href="mailto:support@nestkeep.app" className="hover:underline">
            Contact
          </a>
        </nav>
        <p>© {new Date().getFullYear()} NestKeep. All rights reserved.</p>
      </footer>

      <ContentDetailModal item={openItem} onOpenChange={(o) => !o && setOpenId(null)} />
    </div>
  );
}
