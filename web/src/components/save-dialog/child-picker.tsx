import { Baby } from 'lucide-react';
import { useId, useState } from 'react';
import type { ChildProfile, ContentItem } from '@nestkeep/common/web';
import { apiRequest } from '@/api/client';
import { useActiveChild } from '@/components/child-profiles/active-child';
import { childLabel } from '@/components/child-profiles/labels';
import { Label } from '@/components/ui/input';

const NONE = 'none';

/**
 * Which child a save is for (issue 7 point 14): the active child unless the parent picks another
 * or none. `childProfileId` is undefined until the children are known (the server then stamps the
 * active child itself), else the chosen id or null for none (nothing without children).
 */
export function useSaveChild(enabled: boolean) {
  const { child, children, loaded } = useActiveChild(enabled);
  const [picked, setPicked] = useState<number | null>();
  const fallback = child?.id;
  const chosen =
    picked !== undefined && (picked === null || children.some((c) => c.id === picked)) ? picked : fallback;
  const childProfileId = loaded && children.length > 0 ? (chosen ?? null) : undefined;
  return {
    children,
    childProfileId,
    pick: setPicked,
    reset: () => setPicked(undefined),
    /** What a JSON save sends: the choice, when there is one. */
    field: childProfileId === undefined ? {} : { childProfileId },
    /**
     * The image save's form has no child field: a saved screenshot that is not stamped with the
     * chosen child is moved to it.
     */
    stampSaved: async (item: ContentItem | undefined) => {
      if (!item || childProfileId === undefined || item.childProfileId === childProfileId) return;
      await apiRequest('PUT', `/api/content/${item.id}`, { childProfileId });
    },
  };
}

/** 'For: {name}' with a selector of the children and none; nothing without children. */
export function ChildPicker({
  children,
  childProfileId,
  pick,
}: {
  children: ChildProfile[];
  childProfileId: number | null | undefined;
  pick: (id: number | null) => void;
}) {
  const id = useId();
  if (children.length === 0 || childProfileId === undefined) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm">
      <Baby className="h-4 w-4 shrink-0 text-primary dark:text-violet-300" aria-hidden />
      <Label htmlFor={id}>For:</Label>
      <select
        id={id}
        className="h-9 min-w-0 flex-1 rounded-md border border-border bg-card px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        value={childProfileId === null ? NONE : String(childProfileId)}
        onChange={(e) => pick(e.target.value === NONE ? null : Number(e.target.value))}
      >
        {children.map((c) => (
          <option key={c.id} value={c.id}>
            {childLabel(c, children)}
          </option>
        ))}
        <option value={NONE}>No particular child</option>
      </select>
    </div>
  );
}
