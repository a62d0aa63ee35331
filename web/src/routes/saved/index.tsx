import { Bookmark, Heart, Search, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { signIn, useCurrentUser } from '@/api/auth';
import { useContentList } from '@/api/content';
import { categoryOptions } from '@/components/content/category-icons';
import { ContentCard } from '@/components/content/content-card';
import { ContentDetailModal } from '@/components/content/content-detail-modal';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { useDebounced } from '@/routes/dashboard/use-debounced';
import { FAVORITES_PARAM, favoritesOn } from './favorites-filter';

export const countText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'} found`;

/**
 * Saved content (/saved), part 1 §2: search, category, favourites (issue 7 point 12), Clear
 * Filters, count, loading and empty texts.
 */
export default function Saved() {
  const { user, isLoading: userLoading } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const favorites = favoritesOn(params.get(FAVORITES_PARAM));
  const setFavorites = (on: boolean) =>
    setParams(
      (p) => {
        if (on) p.set(FAVORITES_PARAM, '1');
        else p.delete(FAVORITES_PARAM);
        return p;
      },
      { replace: true },
    );
  const debounced = useDebounced(search.trim(), 250);
  const list = useContentList({ search: debounced, category, favorites }, { enabled: Boolean(user) });
  const items = list.data ?? [];
  const filtered = Boolean(search.trim() || category || favorites);
  const openItem = openId === null ? null : (items.find((i) => i.id === openId) ?? null);

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6" data-screen="saved">
      <header className="flex items-center gap-3">
        <Bookmark className="h-7 w-7 text-primary" aria-hidden />
        <h1 className="text-2xl font-bold">Saved Content</h1>
      </header>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="relative flex-1">
          <Label htmlFor="saved-search" className="sr-only">
            Search saved content
          </Label>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="saved-search"
            type="search"
            placeholder="Search tips, articles..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="sm:w-64">
          <Label htmlFor="saved-category" className="sr-only">
            Category
          </Label>
          <Select
            id="saved-category"
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            options={categoryOptions('saved')}
            placeholder="All Categories"
          />
        </div>
        <Button variant="outline" aria-pressed={favorites} onClick={() => setFavorites(!favorites)}>
          <Heart className={cn('h-4 w-4', favorites && 'fill-rose-500 text-rose-500')} aria-hidden />
          Favorites
        </Button>
        {filtered && (
          <Button
            variant="outline"
            onClick={() => {
              setSearch('');
              setCategory('');
              setFavorites(false);
            }}
          >
            <X className="h-4 w-4" aria-hidden /> Clear Filters
          </Button>
        )}
      </div>

      {!user && !userLoading ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center">
          <p className="font-medium">Sign in to see your saved content</p>
          <Button onClick={() => signIn('/saved')}>Sign In</Button>
        </div>
      ) : list.isError ? (
        <p className="py-10 text-center text-red-700 dark:text-red-300" role="alert">
          Could not load your saved content. Please try again.
        </p>
      ) : userLoading || list.isLoading ? (
        <p className="py-10 text-center text-muted-foreground" role="status">
          Loading saved content...
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {countText(items.length)}
          </p>
          {items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-12 text-center">
              <Bookmark className="h-10 w-10 text-muted-foreground" aria-hidden />
              {filtered ? (
                <p className="font-medium">No content matches your filters</p>
              ) : (
                <>
                  <p className="font-medium">No saved content yet</p>
                  <p className="text-muted-foreground">Start saving helpful parenting tips and articles!</p>
                </>
              )}
            </div>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((item) => (
                <li key={item.id} className="flex min-w-0">
                  <ContentCard item={item} onOpen={(i) => setOpenId(i.id)} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <ContentDetailModal item={openItem} onOpenChange={(o) => !o && setOpenId(null)} />
    </div>
  );
}
