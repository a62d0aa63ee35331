import express from 'express';
import { composePersonalNotes, notFound, requireServicePrincipal } from '@nestkeep/common';
import type { ContentDeps } from '../deps.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const PAGE = 200;

const CONTENT_TYPE: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

function contentTypeOf(file: string): string {
  return CONTENT_TYPE[file.slice(file.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/** The user's image keys: uploads (attached or not) and any item image without an upload row. */
async function imageKeysOf(deps: ContentDeps, userId: string): Promise<Map<string, number | null>> {
  const [uploads, items] = await Promise.all([
    deps.db.upload.findMany({
      where: { userId },
      select: { key: true, bytes: true },
      orderBy: { createdAt: 'asc' },
    }),
    deps.db.contentItem.findMany({ where: { userId, imageKey: { not: null } }, select: { imageKey: true } }),
  ]);
  const keys = new Map<string, number | null>(uploads.map((u) => [u.key, u.bytes]));
  for (const item of items) if (!keys.has(item.imageKey!)) keys.set(item.imageKey!, null);
  return keys;
}

/**
 * The user's part of the privacy export (identity gathers it; service principals only):
 * GET /internal/users/:id/export streams {items, chats, nameFavorites, usage, uploads} page by
 * page (a large library is never held in memory); GET /internal/users/:id/files/:file answers one
 * of the user's images (for the export zip).
 */
export function userDataRoutes(deps: ContentDeps): express.Router {
  const router = express.Router();
  router.use('/internal/users', requireServicePrincipal);

  router.get('/internal/users/:id/export', async (req, res) => {
    const userId = req.params.id;
    if (!UUID.test(userId)) throw notFound('User not found');
    let started = false;
    const write = async (chunk: string) => {
      started = true;
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    };
    try {
      res.status(200).type('application/json');
      await write('{"items":[');
      let first = true;
      for (let after = 0; ;) {
        const items = await deps.db.contentItem.findMany({
          where: { userId, id: { gt: after } },
          orderBy: { id: 'asc' },
          take: PAGE,
          omit: { userId: true, normalizedUrl: true },
        });
        for (const item of items) {
          // The spec's personalNotes (the note, then the analysis) beside the two kept apart.
          const personalNotes = composePersonalNotes(item.note, item.analysisNotes);
          await write((first ? '' : ',') + JSON.stringify({ ...item, personalNotes }));
          first = false;
        }
        if (items.length < PAGE) break;
        after = items[items.length - 1]!.id;
      }
      await write('],"chats":[');
      first = true;
      for (let after = 0; ;) {
        const chats = await deps.db.chatConversation.findMany({
          where: { userId, id: { gt: after } },
          orderBy: { id: 'asc' },
          take: 50,
          omit: { userId: true },
          include: {
            messages: {
              orderBy: { id: 'asc' },
              select: { role: true, content: true, sources: true, urgent: true, createdAt: true },
            },
          },
        });
        for (const chat of chats) {
          await write((first ? '' : ',') + JSON.stringify(chat));
          first = false;
        }
        if (chats.length < 50) break;
        after = chats[chats.length - 1]!.id;
      }
      const [favorites, saves, questions, keys] = await Promise.all([
        deps.db.nameFavorite.findMany({
          where: { userId },
          orderBy: { createdAt: 'asc' },
          select: { name: true, card: true, createdAt: true },
        }),
        deps.db.saveUsage.findMany({ where: { userId }, orderBy: { month: 'asc' } }),
        deps.db.chatUsage.findMany({ where: { userId }, orderBy: { month: 'asc' } }),
        imageKeysOf(deps, userId),
      ]);
      await write('],"nameFavorites":' + JSON.stringify(favorites));
      const usage = [
        ...saves.map((u) => ({ kind: 'saves', month: u.month, count: u.count })),
        ...questions.map((u) => ({ kind: 'chatQuestions', month: u.month, count: u.count })),
      ];
      await write(',"usage":' + JSON.stringify(usage));
      const uploads = [...keys].map(([key, bytes]) => {
        const file = key.slice(key.lastIndexOf('/') + 1);
        return { file, contentType: contentTypeOf(file), bytes };
      });
      await write(',"uploads":' + JSON.stringify(uploads) + '}');
      res.end();
    } catch (err) {
      if (!started) throw err;
      // Half a JSON document must not pass for a whole one: cut the connection.
      deps.logger.error({ err, userId }, 'content export failed mid-stream');
      res.destroy(err as Error);
    }
  });

  router.get('/internal/users/:id/files/:file', async (req, res) => {
    const { id: userId, file } = req.params;
    if (!UUID.test(userId) || !FILE.test(file)) throw notFound('File not found');
    const key = `${userId}/${file}`;
    const keys = await imageKeysOf(deps, userId);
    if (!keys.has(key)) throw notFound('File not found');
    const stored = await deps.images.get(key);
    if (!stored) throw notFound('File not found');
    res.status(200).type(stored.mime).set('Content-Length', String(stored.buffer.length)).end(stored.buffer);
  });

  return router;
}
