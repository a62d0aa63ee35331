import type { ContentItem } from '@nestkeep/common/web';

const PLATFORM_LABEL: Record<string, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  reddit: 'Reddit',
  other: 'Web',
  manual: 'Manual',
};

export function platformLabel(platform: string) {
  return PLATFORM_LABEL[platform] ?? platform;
}

type Source = Pick<ContentItem, 'platform' | 'originalUrl' | 'imageUrl' | 'siteName' | 'domain'>;

/** A saved image without a link (issue 7 point 9): its source reads 'Screenshot'. */
export const isScreenshot = (item: Source) => Boolean(item.imageUrl) && !item.originalUrl;

/**
 * Where an item comes from, in a word: 'Screenshot', the social platform, else the site's own name
 * or its domain (a plain 'Web' said nothing about which site).
 */
export function sourceLabel(item: Source): string {
  if (isScreenshot(item)) return 'Screenshot';
  if (item.originalUrl && item.platform === 'other')
    return item.siteName || item.domain || platformLabel(item.platform);
  return platformLabel(item.platform);
}

/** The site line of the detail modal: its name and its domain when both are known and differ. */
export function siteLine(item: Source): string {
  const label = sourceLabel(item);
  if (!item.originalUrl || !item.domain || label.toLowerCase() === item.domain.toLowerCase()) return label;
  return `${label} (${item.domain})`;
}
