import { saneDate, type ChildProfile } from '@nestkeep/common/web';
import { useCurrentUser } from '@/api/auth';
import { useChildProfiles } from '@/api/child-profiles';

/**
 * The signed-in parent's active child (first active profile, else the first; part 2 §4) and its
 * date as 'yyyy-mm-dd', for tools that start from it. Null while signed out or without a child.
 */
export function useActiveChild(): { child: ChildProfile; day: string | null } | null {
  const { isAuthenticated } = useCurrentUser();
  const profiles = useChildProfiles(isAuthenticated).data ?? [];
  const child = profiles.find((p) => p.isActive) ?? profiles[0];
  if (!isAuthenticated || !child) return null;
  const date = saneDate(child.dateOfBirth);
  return { child, day: date ? date.toISOString().slice(0, 10) : null };
}
