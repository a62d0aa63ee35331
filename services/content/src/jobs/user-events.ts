import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Queue, Worker, type JobType } from 'bullmq';
import type { Redis } from 'ioredis';
import { EVENTS, QUEUES, readUserEvent, type Logger } from '@nestkeep/common';
import type { Db } from '../db/client.js';
import { endedUserDigest, USER_WRITES_LOCK_SQL } from '../db/items.js';
import { FsImageStore, type ImageStore } from '../images/index.js';

/** A user id is a folder name below the upload root: only ever a uuid. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Queues whose jobs carry the user's data (content-analysis in `payload.userId`, the rest in `userId`). */
const USER_JOB_QUEUES = [
  QUEUES.contentAnalysis,
  QUEUES.imageAnalysis,
  QUEUES.chatReplies,
  QUEUES.nameGeneration,
] as const;
/** Every state but active (a running job is locked by its worker; its result for a gone item is dropped). */
const REMOVABLE_STATES: JobType[] = [
  'waiting',
  'delayed',
  'prioritized',
  'waiting-children',
  'completed',
  'failed',
];

function jobUserId(data: unknown): string | undefined {
  const d = data as { userId?: unknown; payload?: { userId?: unknown } } | null;
  if (typeof d?.userId === 'string') return d.userId;
  if (typeof d?.payload?.userId === 'string') return d.payload.userId;
  return undefined;
}

export interface UserEventsDeps {
  db: Db;
  images: ImageStore;
  connection: Redis;
  prefix: string;
  logger: Logger;
}

/** Removes the user's jobs (with their data) from content's queues. Returns how many went. */
async function removeUserJobs(deps: UserEventsDeps, userId: string): Promise<number> {
  let removed = 0;
  for (const name of USER_JOB_QUEUES) {
    const queue = new Queue(name, { connection: deps.connection, prefix: deps.prefix });
    try {
      const page = 500;
      for (const state of REMOVABLE_STATES) {
        for (let start = 0; ;) {
          const jobs = await queue.getJobs([state], start, start + page - 1, true);
          let kept = 0;
          for (const job of jobs) {
            if (!job || jobUserId(job.data) !== userId) {
              kept++;
              continue;
            }
            try {
              await job.remove();
              removed++;
            } catch (err) {
              // Taken by a worker meanwhile (locked): its outcome for a deleted item is dropped.
              kept++;
              deps.logger.info(
                { queue: name, jobId: job.id, err: (err as Error).message },
                'job of a deleted user not removed',
              );
            }
          }
          if (jobs.length < page) break;
          // Removed jobs shift the later ones down: the next page starts after the ones kept.
          start += kept;
        }
      }
    } finally {
      await queue.close();
    }
  }
  return removed;
}

/** Deletes every image file and thumbnail of the user: the ones the rows name, then the user's folder. */
async function removeUserFiles(deps: UserEventsDeps, userId: string): Promise<void> {
  const [uploads, items] = await Promise.all([
    deps.db.upload.findMany({ where: { userId }, select: { key: true } }),
    deps.db.contentItem.findMany({ where: { userId, imageKey: { not: null } }, select: { imageKey: true } }),
  ]);
  const keys = new Set<string>([...uploads.map((u) => u.key), ...items.map((i) => i.imageKey!)]);
  for (const key of keys) {
    await Promise.all([deps.images.delete(key), deps.images.delete(`${key}.thumb`)]).catch((err) => {
      // An unsafe key was never written by us; anything else (disk) is retried with the job.
      if (!(err instanceof TypeError)) throw err;
    });
  }
  // Keys are '{userId}/...': the folder holds anything a row no longer names (a crash mid-upload).
  if (deps.images instanceof FsImageStore && UUID.test(userId)) {
    await rm(path.join(deps.images.root, userId.toLowerCase()), { recursive: true, force: true });
  }
}

/**
 * Removes the user's rows, files and queued jobs. user.deleted takes everything; user.anonymized
 * keeps the anonymous monthly usage counters (a saved link, a note, a name list or a chat can
 * identify a person, so all of those go). Idempotent: a replay finds nothing.
 */
async function removeUserContent(deps: UserEventsDeps, userId: string, keepUsageCounts: boolean) {
  await removeUserFiles(deps, userId);
  await deps.db.$transaction([
    // Alone: a save in progress commits first (and is removed here); a later one sees the marker.
    deps.db.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${USER_WRITES_LOCK_SQL})`, userId),
    // Messages, uploads of items cascade; deleted explicitly too in case a row lost its parent.
    deps.db.chatMessage.deleteMany({ where: { userId } }),
    deps.db.chatConversation.deleteMany({ where: { userId } }),
    deps.db.upload.deleteMany({ where: { userId } }),
    deps.db.contentItem.deleteMany({ where: { userId } }),
    deps.db.nameFavorite.deleteMany({ where: { userId } }),
    ...(keepUsageCounts
      ? []
      : [
          deps.db.saveUsage.deleteMany({ where: { userId } }),
          deps.db.chatUsage.deleteMany({ where: { userId } }),
        ]),
    deps.db.outboxEvent.deleteMany({ where: { payload: { path: ['userId'], equals: userId } } }),
    // Remembered (as a digest) under the same lock: a later save that cannot read the Redis marker
    // is refused (db/items.ts hasEnded).
    deps.db.endedUser.upsert({
      where: { userDigest: endedUserDigest(userId) },
      create: { userDigest: endedUserDigest(userId) },
      update: {},
    }),
  ]);
  await removeUserJobs(deps, userId);
}

/** user.deleted: every row, file and queued job of the user. */
export const deleteUserContent = (deps: UserEventsDeps, userId: string) =>
  removeUserContent(deps, userId, false);

/** user.anonymized: the same, but the anonymous monthly usage counters stay. */
export const anonymizeUserContent = (deps: UserEventsDeps, userId: string) =>
  removeUserContent(deps, userId, true);

/**
 * Content's subscriber on QUEUES.contentEvents for user.deleted and user.anonymized (identity's
 * outbox). Other events on this queue (user.created, user.onboarded) need nothing here: dropped.
 * A failure (database, disk, Redis) throws so BullMQ retries; a service that was down catches up
 * from the queue.
 */
export function startUserEventsWorker(deps: UserEventsDeps): Worker {
  const worker = new Worker(
    QUEUES.contentEvents,
    async (job) => {
      const event = readUserEvent(job.data);
      if (!event) return 'ignored';
      if (event.type === EVENTS.userDeleted) await deleteUserContent(deps, event.userId);
      else await anonymizeUserContent(deps, event.userId);
      deps.logger.info({ eventId: event.id, userId: event.userId, type: event.type }, 'user content removed');
      return event.type;
    },
    { connection: deps.connection, prefix: deps.prefix, concurrency: 2 },
  );
  worker.on('error', (err) => deps.logger.warn({ err: err.message }, 'content events: redis unavailable'));
  worker.on('failed', (job, err) =>
    deps.logger.warn({ jobId: job?.id, err: err.message }, 'content event not applied'),
  );
  return worker;
}
