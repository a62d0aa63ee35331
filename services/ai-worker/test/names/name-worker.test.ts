import { Queue, QueueEvents } from 'bullmq';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createRedis, nameGenerationResponse, QUEUES, type NameGenerationRequest } from '@nestkeep/common';
import { createOpenAiNameGenerator } from '../../src/providers/openai/names.js';
import { reply, startFakeOpenAi, type FakeOpenAi } from '../../../../tests/support/fake-openai.js';
import { testPrefix } from '../../../../tests/support/db.js';
import { startTestNameWorker } from '../jobs/test-workers.js';

/** The name-generation worker on real Redis: the job's value is the names; a failing model falls back to local. */

const redisUrl = inject('redisUrl');
const prefix = testPrefix();
const connection = createRedis(redisUrl, 'worker');
const producer = createRedis(redisUrl, 'queue-producer');
const eventsConnection = createRedis(redisUrl, 'worker');
const queue = new Queue(QUEUES.nameGeneration, { connection: producer, prefix });
const events = new QueueEvents(QUEUES.nameGeneration, { connection: eventsConnection, prefix });
let fake: FakeOpenAi;
let worker: ReturnType<typeof startTestNameWorker>;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  worker = startTestNameWorker({
    connection,
    prefix,
    generator: createOpenAiNameGenerator({
      apiKey: fake.apiKey,
      baseURL: fake.url,
      model: 'gpt-names-test',
      maxRetries: 0,
      timeoutMs: 2000,
    }),
  });
  await Promise.all([worker.worker.waitUntilReady(), events.waitUntilReady()]);
});
afterAll(async () => {
  await worker.close();
  await queue.close();
  await events.close();
  await fake.close();
  for (const c of [connection, producer, eventsConnection]) c.disconnect();
});

async function run(data: NameGenerationRequest) {
  const job = await queue.add('generate-names', data);
  return nameGenerationResponse.parse(await job.waitUntilFinished(events, 10_000)).names;
}

describe('name-generation worker', () => {
  it("answers the model's checked names", async () => {
    fake.setReply(() =>
      reply.json({
        names: [
          {
            name: 'Thalia',
            gender: 'girl',
            meaning: 'to blossom',
            origin: 'Greek',
            syllables: 3,
            popularity: 40,
            trend: 'rising',
            variants: [],
            famousPeople: [],
          },
        ],
      }),
    );
    expect((await run({ origin: 'Greek', count: 1 })).map((n) => n.name)).toEqual(['Thalia']);
  });

  it('answers from the local dataset when the model sends junk, still keeping the filters', async () => {
    fake.setReply(() => reply.content('Sure! Here are some names: Ava, Mia.'));
    const names = await run({ gender: 'boy', origin: 'Celtic', count: 6, exclude: ['Aidan'] });
    expect(names).toHaveLength(6);
    for (const n of names) {
      expect(n.origin).toBe('Celtic');
      expect(['boy', 'unisex']).toContain(n.gender);
      expect(n.name).not.toBe('Aidan');
    }
  });

  it('answers from the local dataset when the model is down', async () => {
    fake.setReply(() => reply.serverError());
    expect(await run({ count: 3 })).toHaveLength(3);
  });
});
