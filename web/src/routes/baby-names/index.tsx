import { generatedNameSchema, type GeneratedName } from '@nestkeep/common/web';
import { Heart, Loader2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/api/auth';
import {
  isOwnFavorite,
  useAddFavorite,
  useGenerateNames,
  useNameFavorites,
  useRemoveFavorite,
} from '@/api/names';
import { AuthGate } from '@/components/auth-gate';
import { startSignIn } from '@/components/marketing/sign-in';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { usePageMeta } from '@/lib/meta';
import { FilterPanel } from './filter-panel';
import {
  appendNew,
  generationRequest,
  filtersFromParams,
  generatorMeta,
  matchesSearch,
  paramsFor,
  type NameFilters,
} from './filters';
import { NameResults } from './name-results';
import { clearSession, readSession, saveSession } from './session';

/** Signed-out visitors on the public page: favourites need an account. */
function SignInToSave({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-center gap-2 text-sm">
        <Heart className="h-4 w-4 shrink-0 text-pink-500" aria-hidden />
        Sign in to save favorites and find them again on any device.
      </p>
      <Button type="button" size="sm" onClick={onSignIn}>
        Sign in to save favorites
      </Button>
    </div>
  );
}

/** In place of the favourites list while it loads or when it could not be loaded. */
function FavoritesStatus({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (!failed)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-14 text-muted-foreground">
        <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
        Loading favorites...
      </p>
    );
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-14 text-center">
      <p>Your favorites could not be loaded.</p>
      <Button type="button" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The generator (part 2 §2.8): filters, generated names, favourites. */
function Generator() {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  const [params, setParams] = useSearchParams();
  const { isAuthenticated } = useCurrentUser();
  const [filters, setFilters] = useState<NameFilters>(() => filtersFromParams(params));
  // Back from sign-in: the list the visitor was looking at, and the name whose heart sent them.
  const [restored] = useState(readSession);
  const pendingFavorite = useRef(restored?.pendingFavorite);
  useEffect(clearSession, []);
  /** null until the first generation answers. */
  const [names, setNames] = useState<GeneratedName[] | null>(restored?.names.length ? restored.names : null);

  usePageMeta(generatorMeta(filters));

  const generate = useGenerateNames();
  const favoritesQuery = useNameFavorites({ enabled: isAuthenticated });
  const addFavorite = useAddFavorite();
  const saveFavorite = addFavorite.mutate;
  const removeFavorite = useRemoveFavorite();
  const favorites = useMemo(
    () => (isAuthenticated ? (favoritesQuery.data ?? []) : []),
    [isAuthenticated, favoritesQuery.data],
  );

  useEffect(() => {
    const card = pendingFavorite.current;
    if (!card || !isAuthenticated || !favoritesQuery.isSuccess) return;
    pendingFavorite.current = undefined;
    if (!isOwnFavorite(favoritesQuery.data, card.name)) saveFavorite(card);
  }, [isAuthenticated, favoritesQuery.isSuccess, favoritesQuery.data, saveFavorite]);

  const changeFilters = (patch: Partial<NameFilters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    if ('gender' in patch || 'origin' in patch) setParams(paramsFor(next), { replace: true });
  };

  const signIn = (pending?: GeneratedName) => {
    saveSession({ names: names ?? [], pendingFavorite: pending });
    startSignIn(returnTo);
  };

  const run = (append: boolean) => {
    const shown = append ? (names ?? []) : [];
    generate.mutate(generationRequest(filters, { append, shown }), {
      onSuccess: (result) => {
        const next = appendNew(shown, result);
        const added = next.length - shown.length;
        setNames(next);
        toast(
          append
            ? {
                title: 'More Names Generated!',
                description: added
                  ? `${added} more ${added === 1 ? 'name' : 'names'} added.`
                  : 'No more names match these filters.',
              }
            : {
                title: 'Names Generated!',
                description: next.length
                  ? `${next.length} ${next.length === 1 ? 'name' : 'names'} to explore.`
                  : 'No names match these filters. Try widening them.',
              },
        );
      },
      onError: () =>
        toast({
          variant: 'destructive',
          title: 'Generation Failed',
          description: 'Unable to generate names. Please try again.',
        }),
    });
  };

  const toggleFavorite = (name: GeneratedName) => {
    const card = generatedNameSchema.parse(name);
    if (!isAuthenticated) signIn(card);
    else if (isOwnFavorite(favorites, name.name)) removeFavorite.mutate(name.name);
    else addFavorite.mutate(card);
  };

  const shown = useMemo(
    () => (names ?? []).filter((n) => matchesSearch(n, filters.search)),
    [names, filters.search],
  );
  const pendingAppend = generate.isPending ? generate.variables.append : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Baby Name Generator</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Names with their meanings, origins and US popularity trends. Narrow them down by gender, origin,
          first letter, meaning, popularity and length, then keep the ones you love.
        </p>
      </header>
      {!isAuthenticated && (
        <div className="mb-6">
          <SignInToSave onSignIn={() => signIn()} />
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr] lg:items-start">
        <FilterPanel
          filters={filters}
          onChange={changeFilters}
          onGenerate={() => run(false)}
          generating={pendingAppend === false}
          busy={generate.isPending}
        />
        <section aria-label="Names">
          <NameResults
            shown={shown}
            generated={names === null ? null : names.length}
            favorites={favorites}
            isFavorite={(n) => isOwnFavorite(favorites, n)}
            onToggleFavorite={toggleFavorite}
            showMeanings={filters.showMeanings}
            showTrends={filters.showTrends}
            onMore={() => run(true)}
            generatingMore={pendingAppend === true}
            busy={generate.isPending}
            favoritesNote={
              !isAuthenticated ? (
                <SignInToSave onSignIn={() => signIn()} />
              ) : favoritesQuery.isSuccess ? undefined : (
                <FavoritesStatus
                  failed={favoritesQuery.isError}
                  onRetry={() => void favoritesQuery.refetch()}
                />
              )
            }
          />
        </section>
      </div>
    </div>
  );
}

/** /baby-name-generator (public) and /tools/baby-name-generator (guarded: sign-in card first). */
export default function Screen({ guarded }: { guarded: boolean }) {
  return guarded ? (
    <AuthGate>
      <Generator />
    </AuthGate>
  ) : (
    <Generator />
  );
}
