import type { ChildProfile } from '@nestkeep/common/web';
import { useChildProfiles } from '@/api/child-profiles';

/** The default child: the first active profile, else the first (part 2 §4). */
export function defaultChild(children: readonly ChildProfile[]): ChildProfile | undefined {
  return children.find((c) => c.isActive) ?? children[0];
}

/**
 * The active child the dashboard, saves and tools are shaped by (one's own, or a family partner's
 * shared child the user chose), with every child they may choose; undefined while loading or without one.
 */
export function useActiveChild(enabled: boolean) {
  const query = useChildProfiles(enabled);
  const children = query.data ?? [];
  return { child: defaultChild(children), children, loaded: Boolean(query.data) };
}
