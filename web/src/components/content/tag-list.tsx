import { Badge } from '@/components/ui/badge';

/** An item's tags as a labelled list of badges (nothing when there are none). */
export function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((t) => (
        <li key={t}>
          <Badge variant="outline">{t}</Badge>
        </li>
      ))}
    </ul>
  );
}
