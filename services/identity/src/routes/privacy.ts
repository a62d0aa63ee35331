import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import archiver from 'archiver';
import express from 'express';
import { AppError, deleteAccountRequest, parseInput, unauthorized, userIdOf } from '@nestkeep/common';
import type { IdentityDeps } from '../deps.js';
import {
  anonymizeUser,
  deleteUserEverywhere,
  feedingPageForExport,
  identityExportOf,
} from '../db/privacy.js';
import { createUserExportClient, exportUnavailable, type UserExportClient } from '../clients/user-export.js';
import { dataUsage, DEFAULT_DATA_USAGE_SETTINGS, exportFileName } from '../domain/privacy.js';

export const DEFAULT_CONTENT_URL = 'http://127.0.0.1:5102';
export const DEFAULT_BILLING_URL = 'http://127.0.0.1:5103';

/** Privacy and data rights (part 1 §7): export, delete, anonymise, what is stored. */
export function privacyRoutes(deps: IdentityDeps): express.Router {
  const router = express.Router();
  const client = createUserExportClient({
    contentUrl: deps.contentUrl ?? DEFAULT_CONTENT_URL,
    billingUrl: deps.billingUrl ?? DEFAULT_BILLING_URL,
    secret: deps.internalTokenSecret,
    idleTimeoutMs: deps.privacy?.exportIdleTimeoutMs,
  });

  router.get('/api/privacy/export', async (req, res) => {
    const userId = userIdOf(req);
    await sendExport(deps, client, userId, res);
  });

  router.delete('/api/privacy/delete-account', async (req, res) => {
    const userId = userIdOf(req);
    const { reason } = parseInput(deleteAccountRequest, req.body ?? {});
    // Already gone (a repeated request): the account is deleted all the same.
    const deleted = await deps.endedUsers.ending(userId, () => deleteUserEverywhere(deps.db, userId, reason));
    if (deleted) deps.onEventsWritten();
    res.json({ deleted: true });
  });

  router.post('/api/privacy/anonymize', async (req, res) => {
    const userId = userIdOf(req);
    if (!(await deps.endedUsers.ending(userId, () => anonymizeUser(deps.db, userId)))) throw unauthorized();
    deps.onEventsWritten();
    res.json({ anonymized: true });
  });

  router.get('/api/privacy/data-usage', (req, res) => {
    userIdOf(req);
    const { analysisInputRetentionDays, sessionTtlDays, uploadOrphanHours } = deps.privacy ?? {};
    res.json(
      dataUsage({
        ...DEFAULT_DATA_USAGE_SETTINGS,
        ...definedOnly({ analysisInputRetentionDays, sessionTtlDays, uploadOrphanHours }),
      }),
    );
  });

  return router;
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** An upload content lists in its export (the zip holds its bytes as images/<file>). */
interface ExportUpload {
  file: string;
}
const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
/** Content's uploads list is the last member of its export; a rolling tail this long holds it. */
const TAIL_BYTES = 8 * 1024 * 1024;
const UPLOADS_KEY = ',"uploads":';
const FEEDING_PAGE = 500;

/**
 * Reads content's export through once, keeping only its tail, and answers the uploads it lists:
 * whether the export is a JSON file or a zip with images must be known before the first byte is
 * sent, and content names the uploads last. Memory stays bounded however large the library is.
 */
async function uploadsOf(stream: Readable): Promise<ExportUpload[]> {
  let tail = Buffer.alloc(0);
  for await (const chunk of stream) {
    tail = Buffer.concat([tail, chunk as Buffer]);
    if (tail.length > TAIL_BYTES * 2) tail = tail.subarray(tail.length - TAIL_BYTES);
  }
  const text = tail.toString('utf8').trimEnd();
  const at = text.lastIndexOf(UPLOADS_KEY);
  if (at < 0 || !text.endsWith('}')) throw exportUnavailable('content export without its uploads list');
  const list: unknown = JSON.parse(text.slice(at + UPLOADS_KEY.length, -1));
  if (!Array.isArray(list)) throw exportUnavailable('content uploads list is not a list');
  return list.filter(
    (u): u is ExportUpload =>
      typeof u === 'object' && u !== null && typeof u.file === 'string' && SAFE_FILE.test(u.file),
  );
}

/** Writes honouring backpressure; rejects when the sink closes first (the download was cancelled). */
async function write(sink: Writable, chunk: string): Promise<void> {
  if (sink.destroyed) throw new Error('export sink closed');
  if (sink.write(chunk)) return;
  const closed = once(sink, 'close').then(() => {
    throw new Error('export sink closed');
  });
  await Promise.race([once(sink, 'drain'), closed]);
}

const json = (v: unknown) => JSON.stringify(v);

/**
 * The export document, written piece by piece: identity's data, billing's part, then content's
 * streamed JSON piped through unparsed (so a large library is never held in memory).
 */
async function writeDocument(
  deps: IdentityDeps,
  sink: Writable,
  data: NonNullable<Awaited<ReturnType<typeof identityExportOf>>>,
  billing: unknown,
  content: Readable,
  userId: string,
): Promise<void> {
  const { user } = data;
  await write(
    sink,
    '{"exportedAt":' +
      json(deps.now().toISOString()) +
      ',"profile":' +
      json({
        id: user.id,
        email: user.email,
        displayName: user.displayName,
        profilePicture: user.profilePicture,
        googleId: user.googleId,
        plan: user.plan,
        subscriptionStatus: user.subscriptionStatus,
        role: user.role,
        emailOptIn: user.emailOptIn,
        emailOptInDate: user.emailOptInDate,
        lastLoginAt: user.lastLoginAt,
        previousLoginAt: user.previousLoginAt,
        createdAt: user.createdAt,
        updatedAt: user.updatedAt,
      }) +
      ',"onboarding":' +
      json({
        completed: user.onboardingCompleted,
        userStage: user.userStage,
        interests: user.interests,
        tryingDuration: user.tryingDuration,
        trimester: user.trimester,
        childrenCount: user.childrenCount,
      }),
  );
  await write(sink, ',"children":' + json(data.children));
  await write(sink, ',"milestones":' + json(data.milestones));
  await write(sink, ',"growth":' + json(data.growth));
  await write(sink, ',"feeding":[');
  let first = true;
  for (let after = 0; ;) {
    const page = await feedingPageForExport(deps.db, userId, after, FEEDING_PAGE);
    for (const entry of page) {
      await write(sink, (first ? '' : ',') + json(entry));
      first = false;
    }
    if (page.length < FEEDING_PAGE) break;
    after = page[page.length - 1]!.id;
  }
  await write(sink, '],"family":' + json(data.family));
  await write(sink, ',"apiTokens":' + json(data.tokens));
  await write(sink, ',"billing":' + json(billing ?? null));
  await write(sink, ',"content":');
  await pipeline(content, sink, { end: false });
  await write(sink, '}');
}

/**
 * GET /api/privacy/export. Nothing is sent until every service has answered (billing's part read,
 * content's export read through once to learn its uploads, then opened again to be piped); any
 * failure before that is a 503 with no partial file. A failure after the first byte cuts the
 * connection, so a broken download never passes for a whole one.
 */
async function sendExport(
  deps: IdentityDeps,
  client: UserExportClient,
  userId: string,
  res: express.Response,
): Promise<void> {
  const data = await identityExportOf(deps.db, userId);
  if (!data) throw unauthorized();
  const abort = new AbortController();
  res.once('close', () => abort.abort(new Error('download closed')));
  const billing = await client.billingExport(userId, abort.signal);
  let uploads: ExportUpload[];
  try {
    uploads = await uploadsOf(await client.contentExport(userId, abort.signal));
  } catch (err) {
    throw err instanceof AppError ? err : exportUnavailable(err);
  }
  const content = await client.contentExport(userId, abort.signal);
  const now = deps.now();
  res.status(200);
  res.set('Cache-Control', 'no-store');
  try {
    if (uploads.length === 0) {
      res.type('application/json');
      res.set('Content-Disposition', `attachment; filename="${exportFileName(now, 'json')}"`);
      await writeDocument(deps, res, data, billing, content, userId);
      res.end();
      return;
    }
    res.type('application/zip');
    res.set('Content-Disposition', `attachment; filename="${exportFileName(now, 'zip')}"`);
    await sendZip(deps, client, res, userId, uploads, (sink) =>
      writeDocument(deps, sink, data, billing, content, userId),
    );
  } catch (err) {
    content.destroy();
    deps.logger.error({ err, userId }, 'privacy export failed mid-stream');
    res.destroy(err as Error);
  }
}

/** The zip: data.json (streamed into the archive) then images/<file>, one image fetched at a time. */
async function sendZip(
  deps: IdentityDeps,
  client: UserExportClient,
  res: express.Response,
  userId: string,
  uploads: ExportUpload[],
  writeData: (sink: Writable) => Promise<void>,
): Promise<void> {
  const archive = archiver('zip', { zlib: { level: 6 } });
  let failure: Error | null = null;
  archive.on('error', (err) => {
    failure = err;
    res.destroy(err);
  });
  archive.on('warning', (err) => deps.logger.warn({ err, userId }, 'export zip warning'));
  archive.pipe(res);
  const closed = new Promise<never>((_, reject) =>
    res.once('close', () => reject(failure ?? new Error('download closed'))),
  );
  closed.catch(() => undefined);
  const entryDone = (name: string): Promise<void> =>
    Promise.race([
      new Promise<void>((resolve) => {
        const onEntry = (entry: archiver.EntryData) => {
          if (entry.name !== name) return;
          archive.off('entry', onEntry);
          resolve();
        };
        archive.on('entry', onEntry);
      }),
      closed,
    ]);
  const data = new PassThrough();
  const dataDone = entryDone('data.json');
  archive.append(data, { name: 'data.json' });
  await writeData(data);
  data.end();
  await dataDone;
  for (const upload of uploads) {
    const image = await client.contentFile(userId, upload.file);
    if (!image) continue; // deleted since content listed it
    const name = `images/${upload.file}`;
    const done = entryDone(name);
    archive.append(image, { name });
    await done;
  }
  await archive.finalize();
}
