import type { GeneratedName } from '@nestkeep/common/web';
import { Heart, Loader2, Plus, SearchX, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import type { NameFavorite } from '@/api/names';
import { Button } from '@/components/ui/button';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '@/components/ui/misc';
import { NameCard } from './name-card';

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-border px-6 py-14 text-center">
      <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-primary/10 text-primary dark:text-violet-300">
        {icon}
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      {children && <div className="mt-1 max-w-sm text-sm text-muted-foreground">{children}</div>}
    </div>
  );
}

const grid = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** The Browse Names and Favorites tabs (part 2 §2.8) with their cards and empty states. */
export function NameResults({
  shown,
  generated,
  favorites,
  isFavorite,
  onToggleFavorite,
  showMeanings,
  showTrends,
  onMore,
  generatingMore,
  busy,
  favoritesNote,
}: {
  /** The generated names the search box lets through. */
  shown: readonly GeneratedName[];
  /** How many names have been generated (before the search box). */
  generated: number | null;
  favorites: readonly NameFavorite[];
  isFavorite: (name: string) => boolean;
  onToggleFavorite: (name: GeneratedName) => void;
  showMeanings: boolean;
  showTrends: boolean;
  onMore: () => void;
  generatingMore: boolean;
  busy: boolean;
  /** In place of the favourites list (signed-out visitors: the sign-in prompt). */
  favoritesNote?: ReactNode;
}) {
  const card = (n: GeneratedName, sharedBy?: string) => (
    <NameCard
      key={`${n.name}|${sharedBy ?? ''}`}
      name={n}
      showMeaning={showMeanings}
      showTrend={showTrends}
      favorite={isFavorite(n.name)}
      onToggleFavorite={() => onToggleFavorite(n)}
      sharedBy={sharedBy}
    />
  );
  return (
    <TabsRoot defaultValue="browse">
      <TabsList aria-label="Names">
        <TabsTrigger value="browse">Browse Names ({shown.length})</TabsTrigger>
        <TabsTrigger value="favorites">Favorites ({favorites.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="browse" className="mt-4 focus-visible:outline-none">
        {generated === null ? (
          <EmptyState icon={<Sparkles className="h-6 w-6" aria-hidden />} title="Ready to generate names">
            Choose your filters and press Generate with AI.
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState icon={<SearchX className="h-6 w-6" aria-hidden />} title="No names match your search">
            Try a different search, or widen the filters and generate again.
          </EmptyState>
        ) : (
          <div className={grid}>{shown.map((n) => card(n))}</div>
        )}
        {generated !== null && generated > 0 && (
          <div className="mt-6 flex justify-center">
            <Button type="button" variant="outline" size="lg" onClick={onMore} disabled={busy}>
              {generatingMore ? (
                <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
              ) : (
                <Plus className="h-4 w-4" aria-hidden />
              )}
              {generatingMore ? 'Generating More Names...' : 'Generate More Names'}
            </Button>
          </div>
        )}
      </TabsContent>
      <TabsContent value="favorites" className="mt-4 focus-visible:outline-none">
        {favoritesNote ??
          (favorites.length === 0 ? (
            <EmptyState icon={<Heart className="h-6 w-6" aria-hidden />} title="No favorites yet">
              Tap the heart on a name to keep it here.
            </EmptyState>
          ) : (
            <div className={grid}>{favorites.map((f) => card(f, f.sharedBy))}</div>
          ))}
      </TabsContent>
    </TabsRoot>
  );
}
