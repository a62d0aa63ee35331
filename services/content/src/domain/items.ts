import {
  AppError,
  badRequest,
  composePersonalNotes,
  detectUnsafeAdvice,
  domainFromUrl,
  noteFromPersonalNotes,
  platformFromUrl,
  type ContentItem as ContentItemResponse,
  type ContentSaveRequest,
  type ContentUpdateRequest,
  type Logger,
  type Platform,
} from '@nestkeep/common';
import type { ContentItem, Prisma } from '../generated/prisma/client.js';
import type { NewItem } from '../db/items.js';
import { normalizeUrl, provisionalTitle } from './urls.js';

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
    personalNotes: composePersonalNotes(item.note, item.analysisNotes),
    note: item.note,
    analysisNotes: item.analysisNotes,
    tags: item.tags,
    analysisStatus: item.analysisStatus,
    analysisError: item.analysisError,
    childProfileId: item.childProfileId,
    domain: item.domain,
    siteName: item.siteName,
    linkStatus: item.linkStatus,
    // Computed on every read, so a rule added later applies to items saved before it.
    guidanceConflicts: detectUnsafeAdvice(
      item.title,
      item.description,
      composePersonalNotes(item.note, item.analysisNotes),
      item.sourceText,
    ),
  };
}

/**
 * The item a save (link or note) stores. A link's platform and domain are decided here, once;
 * its page has not been read yet ('pending' until the worker tries). What the user typed wins
 * over what analysis would find: a given title, description or category is marked chosen.
 */
export function newItemFromSave(body: ContentSaveRequest): NewItem {
  const url = body.originalUrl;
  return {
    title: body.title || (url ? provisionalTitle(url, body.content) : 'Screenshot'),
    titleChosen: Boolean(body.title),
    description: body.description || null,
    descriptionChosen: Boolean(body.description),
    category: body.category ?? 'Parenting Tips',
    categoryChosen: Boolean(body.category),
    platform: platformFromUrl(url),
    originalUrl: url,
    normalizedUrl: url ? normalizeUrl(url) : null,
    domain: domainFromUrl(url),
    linkStatus: url ? 'pending' : null,
    sourceText: body.content || null,
    imageKey: body.imageKey,
    note: body.personalNotes || null,
    tags: body.tags ?? [],
    isFavorite: body.isFavorite ?? false,
  };
}

/**
 * The change an edit makes (PUT /api/content/:id, the child aside). '' clears a description or a
 * note like null; a title, description or category the user set is never replaced by analysis.
 * An edit writes the parent's note only: the analysis (its own column) is never in it. A
 * `personalNotes` written back with the analysis read alongside it keeps only the note part.
 */
export function itemEdit(
  fields: Omit<ContentUpdateRequest, 'childProfileId'>,
  current: Pick<ContentItem, 'analysisNotes'>,
): Prisma.ContentItemUpdateInput {
  const { note, personalNotes, ...rest } = fields;
  const sentNote =
    note !== undefined
      ? note
      : personalNotes !== undefined && personalNotes !== null
        ? noteFromPersonalNotes(personalNotes, current.analysisNotes)
        : personalNotes;
  return {
    ...rest,
    ...(rest.description !== undefined
      ? { description: rest.description || null, descriptionChosen: true }
      : {}),
    ...(sentNote !== undefined ? { note: sentNote?.trim() ? sentNote : null } : {}),
    ...(rest.category ? { categoryChosen: true } : {}),
    ...(rest.title ? { titleChosen: true } : {}),
  };
}

export type ChildrenOf = (userId: string) => Promise<Array<{ id: number; isActive: boolean }>>;

const notYourChild = () => badRequest('childProfileId: not one of your child profiles');

/**
 * The child a save is for: the one asked for (it must be one of the user's children: else 400),
 * none when null is sent, otherwise the child active now. Identity owns the children; when it
 * cannot answer, the save goes ahead unstamped rather than lose what the user saved.
 */
export async function childStampForSave(
  deps: { childrenOf: ChildrenOf; logger: Logger },
  userId: string,
  requested: number | null | undefined,
): Promise<number | null> {
  if (requested === null) return null;
  let children;
  try {
    children = await deps.childrenOf(userId);
  } catch (err) {
    deps.logger.warn(
      { err: String(err), userId },
      'children not known (identity unavailable): save unstamped',
    );
    return null;
  }
  if (requested === undefined) return children.find((c) => c.isActive)?.id ?? null;
  if (!children.some((c) => c.id === requested)) throw notYourChild();
  return requested;
}

/** A child chosen in an edit: checked like a save's, but an edit can wait for identity (503). */
export async function childForEdit(
  deps: { childrenOf: ChildrenOf },
  userId: string,
  requested: number | null,
): Promise<number | null> {
  if (requested === null) return null;
  const children = await deps.childrenOf(userId).catch((err) => {
    throw new AppError(
      503,
      'unavailable',
      'Your child profiles could not be checked right now; please try again',
      {
        cause: String(err),
      },
    );
  });
  if (!children.some((c) => c.id === requested)) throw notYourChild();
  return requested;
}
