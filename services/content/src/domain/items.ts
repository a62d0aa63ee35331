import type { ContentItem as ContentItemResponse, Platform } from '@nestkeep/common';
import type { ContentItem } from '../generated/prisma/client.js';

/** The public address of an item's stored image (owner-only, served by content). */
export function imageUrlFor(key: string): string {
  return `/api/images/${key}`;
}

export function toContentItemResponse(item: ContentItem): ContentItemResponse {
  const imageUrl = item.imageKey ? imageUrlFor(item.imageKey) : null;
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    category: item.category,
    platform: item.platform as Platform,
    thumbnail: item.thumbnail ?? (item.imageKey ? imageUrlFor(`${item.imageKey}.thumb`) : null),
    originalUrl: item.originalUrl,
    imageUrl,
    dateSaved: item.dateSaved.toISOString(),
    isFavorite: item.isFavorite,
    parentingPhase: item.parentingPhase,
    personalNotes: item.personalNotes,
    tags: item.tags,
    analysisStatus: item.analysisStatus,
    analysisError: item.analysisError,
  };
}
