import type { GeneratedName } from '@nestkeep/common/web';
import { Check, Copy, Globe, Heart, Minus, TrendingDown, TrendingUp, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useCopyName } from './use-copy-name';

const GENDER_BADGE: Record<GeneratedName['gender'], { label: string; className: string }> = {
  boy: { label: 'Boy', className: 'bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-200' },
  girl: { label: 'Girl', className: 'bg-pink-100 text-pink-800 dark:bg-pink-900/40 dark:text-pink-200' },
  unisex: {
    label: 'Unisex',
    className: 'bg-violet-100 text-violet-800 dark:bg-violet-900/40 dark:text-violet-200',
  },
};

/** Rising and declining as the data says; anything else reads as steady (part 2 §3). */
function Trend({ trend }: { trend: string }) {
  if (trend === 'rising')
    return (
      <span className="inline-flex items-center gap-1 text-green-700 dark:text-green-300">
        <TrendingUp className="h-4 w-4" aria-hidden /> Rising
      </span>
    );
  if (trend === 'declining')
    return (
      <span className="inline-flex items-center gap-1 text-orange-700 dark:text-orange-300">
        <TrendingDown className="h-4 w-4" aria-hidden /> Declining
      </span>
    );
  return (
    <span className="inline-flex items-center gap-1 text-muted-foreground">
      <Minus className="h-4 w-4" aria-hidden /> Steady
    </span>
  );
}

/** One name: its facts, a favourite heart (pressed when saved) and a copy button. */
export function NameCard({
  name,
  showMeaning,
  showTrend,
  favorite,
  onToggleFavorite,
  sharedBy,
}: {
  name: GeneratedName;
  showMeaning: boolean;
  showTrend: boolean;
  favorite: boolean;
  onToggleFavorite: () => void;
  /** On a partner's favourite: who saved it. */
  sharedBy?: string;
}) {
  const { copied, copy } = useCopyName();
  const badge = GENDER_BADGE[name.gender];
  return (
    <Card className="flex flex-col p-5" data-testid="name-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words text-2xl font-bold tracking-tight" data-testid="name-card-name">
            {name.name}
          </h3>
          <Badge className={cn('mt-1', badge.className)}>{badge.label}</Badge>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Copy ${name.name}`}
            onClick={() => void copy(name.name)}
          >
            {copied ? (
              <Check className="h-5 w-5 text-green-600" aria-hidden />
            ) : (
              <Copy className="h-5 w-5" aria-hidden />
            )}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Favorite ${name.name}`}
            aria-pressed={favorite}
            onClick={onToggleFavorite}
          >
            <Heart
              className={cn('h-5 w-5', favorite ? 'fill-pink-500 text-pink-500' : 'text-muted-foreground')}
              aria-hidden
            />
          </Button>
        </div>
      </div>
      <p role="status" className="h-5 text-right text-xs font-medium text-green-700 dark:text-green-300">
        {copied ? 'Copied' : ''}
      </p>
      {showMeaning && <p className="text-sm first-letter:uppercase">{name.meaning}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Origin</dt>
          <dd className="inline-flex items-center gap-1 font-medium">
            <Globe className="h-3.5 w-3.5 text-muted-foreground" aria-hidden />
            {name.origin}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Syllables</dt>
          <dd className="font-medium">{name.syllables}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Popularity</dt>
          <dd className="font-medium">
            {name.popularity}%
            <span className="mt-1 block h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
              <span className="block h-full bg-primary" style={{ width: `${name.popularity}%` }} />
            </span>
          </dd>
        </div>
        {showTrend && (
          <div>
            <dt className="text-xs text-muted-foreground">Trend</dt>
            <dd className="font-medium">
              <Trend trend={name.trend} />
            </dd>
          </div>
        )}
      </dl>
      {name.variants.length > 0 && (
        <p className="mt-3 text-sm">
          <span className="text-muted-foreground">Variants: </span>
          {name.variants.join(', ')}
        </p>
      )}
      {name.famousPeople.length > 0 && (
        <p className="mt-1 text-sm">
          <span className="text-muted-foreground">Famous: </span>
          {name.famousPeople.join(', ')}
        </p>
      )}
      {sharedBy && (
        <p className="mt-3 inline-flex items-center gap-1 text-xs text-muted-foreground">
          <Users className="h-3.5 w-3.5" aria-hidden /> Saved by {sharedBy}
        </p>
      )}
    </Card>
  );
}
