import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Baby } from 'lucide-react';
import { phasesForStage, type ContentItem } from '@nestkeep/common/web';
import { apiRequest } from '@/api/client';
import { CONTENT_KEY } from '@/api/content';
import { useActiveChild } from '@/components/child-profiles/active-child';
import { childLabel, stageAndAge } from '@/components/child-profiles/labels';
import { ContentCard } from '@/components/content/content-card';

/** The section shows this many of the fitting items, newest first. */
export const FOR_CHILD_SHOWN = 6;

/**
 * Saved items in any of the phases (GET /api/content?phases=a,b). It sits under the list key, so
 * saves and edits refresh it; and it refetches whenever another content list has fetched (the
 * library polls while items are analysed), because an item's phase arrives with its analysis.
 */
function useItemsInPhases(phases: readonly string[], enabled: boolean) {
  const client = useQueryClient();
  const list = phases.join(',');
  const on = enabled && phases.length > 0;
  useEffect(() => {
    if (!on) return;
    const key = [...CONTENT_KEY, { phases: list }];
    const own = hashKey(key);
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      const changed = event.query.queryKey;
      if (changed[0] !== CONTENT_KEY[0] || event.query.queryHash === own) return;
      void client.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
    });
  }, [client, on, list]);
  return useQuery<ContentItem[]>({
    queryKey: [...CONTENT_KEY, { phases: list }],
    queryFn: () => apiRequest<ContentItem[]>('GET', `/api/content?phases=${encodeURIComponent(list)}`),
    enabled: on,
  });
}

/**
 * The active child on the dashboard (issue 7 point 13, 14): its stage and age, and 'For {name} now',
 * the saved items whose phase fits the child's age now (common's `phasesForStage`, issue 22 point 10),
 * hidden when there are none.
 */
export function ForChildNow({ enabled, onOpen }: { enabled: boolean; onOpen: (item: ContentItem) => void }) {
  const { child, children } = useActiveChild(enabled);
  const phases = child ? phasesForStage(child.currentStage) : [];
  const items = useItemsInPhases(phases, enabled && Boolean(child)).data ?? [];
  if (!child) return null;
  const name = childLabel(child, children);
  const summary = (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="active-child-summary">
      <Baby className="h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
      <span>
        <span className="font-medium text-foreground">{name}</span> · {stageAndAge(child)}
      </span>
    </p>
  );
  if (items.length === 0) return summary;

  return (
    <section aria-labelledby="for-child-heading" className="space-y-3">
      <div className="space-y-1">
        <h2 id="for-child-heading" className="text-xl font-semibold">
          For {name} now
        </h2>
        {summary}
      </div>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.slice(0, FOR_CHILD_SHOWN).map((item) => (
          <li key={item.id} className="flex min-w-0">
            <ContentCard item={item} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}
