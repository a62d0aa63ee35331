/**
 * The words of a search as a prefix-matching tsquery ("feed sched" matches "feeding schedule"):
 * letters and digits only, each word a prefix, all words required.
 */
export function prefixTsQuery(search: string): string | undefined {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 8);
  if (!words.length) return undefined;
  return words.map((w) => `${w}:*`).join(' & ');
}
