import type { ChildProfile } from '@nestkeep/common/web';
import { ownChildren, useChildProfiles } from '@/api/child-profiles';

/** The default child: the first active profile, else the first (part 2 §4). */
export function defaultChild(children: readonly ChildProfile[]): ChildProfile | undefined {
  return children.find((c) => c.isActive) ?? children[0];
}

/** The user's own active child the dashboard and saves are shaped by; undefined while loading or without one. */
export function useActiveChild(enabled: boolean) {
  const query = useChildProfiles(enabled);
  const children = ownChildren(query.data ?? []);
  return { child: defaultChild(children), children, loaded: Boolean(query.data) };
}
