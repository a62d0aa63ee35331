// Benchmark: the AI chat through the gateway with the local provider (issue 8). 200 questions, 10 at
// a time (10 parents, one conversation each, each with a child profile and a few saved items):
// reply time of POST /api/chat/conversations/:id/messages, time to the first token on the stream
// (opened just before the POST, as the web does), and retrieval alone (the ai-worker's ranked
// search over the knowledge base, in this process). Targets: reply p95 under 500 ms, first token
// under 200 ms.
//
// Runs the built services as real processes against DATABASE_URL / REDIS_URL (local defaults).
// Usage: npm run bench:chat [-- --questions 200 --concurrency 10]
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { freshDatabase, percentile, startService, waitUntilUp } from './support.mjs';

const { values: args } = parseArgs({
  options: {
    questions: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
  },
});
const QUESTIONS = Number(args.questions);
const LANES = Number(args.concurrency);
const secret = randomBytes(32).toString('hex');
const prefix = `bench-${randomBytes(3).toString('hex')}`;
const GATEWAY = 'http://127.0.0.1:5630';
const PORTS = { identity: 5631, content: 5632, worker: 5634 };

const ASKED = [
  'How much should my baby sleep during the day?',
  'When can I start solid foods?',
  'How do I know if my baby is getting enough breast milk?',
  'What is a normal temperature for a baby?',
  'How can I soothe a colicky baby in the evening?',
  'When do babies start teething and what helps?',
  'Is it safe for my baby to sleep on her tummy?',
  'How do I introduce peanut to my baby?',
  'What should a bedtime routine look like?',
  'How many wet nappies should my baby have each day?',
  'My baby has a runny nose and a cough, what can I do?',
  'How do I make up a bottle of formula safely?',
  'When should my baby be able to sit up?',
  'What are the side effects of the 4 month vaccines?',
  'How long should my baby be rear facing in the car seat?',
  'Which foods are choking hazards for babies?',
  'How hot should the bath water be?',
  'My baby has nappy rash, what helps?',
  'Is screen time ok for a baby?',
  'How do I brush my baby\u2019s first teeth?',
  'What does the saved tip about the sleepy swaddle say?',
  'My baby wakes up every two hours at night, is that normal?',
  'How often should I do tummy time?',
  'What helps an ear infection?',
  'Can my baby have honey?',
];

const start = (name, env) =>
  startService(name, { INTERNAL_TOKEN_SECRET: secret, QUEUE_PREFIX: prefix, ...env });

/** A signed-in parent with one child (5 months old), three saved items and one conversation. */
async function parent(i) {
  const signIn = await fetch(`${GATEWAY}/auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: GATEWAY },
    body: JSON.stringify({ email: `bench-chat-${i}@example.com`, displayName: `Parent ${i}` }),
  });
  if (!signIn.ok) throw new Error(`dev sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie()[0].split(';')[0];
  const call = async (method, path, body) => {
    const res = await fetch(`${GATEWAY}${path}`, {
      method,
      headers: { cookie, origin: GATEWAY, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? undefined : res.json();
  };
  const born = new Date(Date.now() - 150 * 86_400_000).toISOString().slice(0, 10);
  const child = await call('POST', '/api/child-profiles', {
    name: `Baby ${i}`,
    dateOfBirth: born,
    currentStage: 'infant',
    isActive: true,
  });
  for (const [title, description] of [
    ['The sleepy swaddle trick', 'Swaddle snugly at the hips loose, arms in, and stop once rolling starts.'],
    [
      'Peanut puree for first tastes',
      'Thin smooth peanut butter with breast milk and offer a small taste early in the day.',
    ],
    ['Teething frozen flannel', 'A clean wet flannel chilled in the fridge is something safe to chew on.'],
  ]) {
    await call('POST', '/api/content', { platform: 'manual', title, description });
  }
  const conversation = await call('POST', '/api/chat/conversations', { childProfileId: child.id });
  return { cookie, childId: child.id, conversationId: conversation.id };
}

/** Reads an SSE response until its first `token` event; resolves with the time it arrived. */
async function firstToken(response) {
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return undefined;
    buffer += decoder.decode(value, { stream: true });
    if (/(^|\n)event: token\n/.test(buffer)) {
      const at = performance.now();
      await reader.cancel();
      return at;
    }
  }
}

async function ask(p, question) {
  const streamId = randomUUID();
  const started = performance.now();
  const stream = fetch(`${GATEWAY}/api/chat/conversations/${p.conversationId}/stream?messageId=${streamId}`, {
    headers: { cookie: p.cookie, accept: 'text/event-stream' },
  }).then((res) => (res.ok ? firstToken(res) : undefined));
  const res = await fetch(`${GATEWAY}/api/chat/conversations/${p.conversationId}/messages`, {
    method: 'POST',
    headers: { cookie: p.cookie, origin: GATEWAY, 'content-type': 'application/json' },
    body: JSON.stringify({ content: question, childProfileId: p.childId, streamId }),
  });
  const replied = performance.now();
  const body = await res.json();
  if (res.status !== 201) throw new Error(`POST message: ${res.status} ${JSON.stringify(body)}`);
  const tokenAt = await stream;
  return {
    replyMs: replied - started,
    firstTokenMs: tokenAt === undefined ? undefined : tokenAt - started,
    sources: body.assistantMessage.sources.length,
  };
}

const databaseUrl = await freshDatabase('nestkeep_bench_chat');
const services = [
  start('identity', { PORT: String(PORTS.identity), DATABASE_URL: databaseUrl }),
  start('content', {
    PORT: String(PORTS.content),
    DATABASE_URL: databaseUrl,
    IDENTITY_URL: `http://127.0.0.1:${PORTS.identity}`,
    UPLOAD_DIR: os.tmpdir(),
    // The bench asks more than a free month's questions per parent.
    FREE_CHAT_LIMIT: '1000000',
  }),
  start('ai-worker', { PORT: String(PORTS.worker), AI_PROVIDER: 'local', UPLOAD_DIR: os.tmpdir() }),
  start('gateway', {
    PORT: String(new URL(GATEWAY).port),
    // Sign-in goes through the development route (as in bench:gateway).
    NODE_ENV: 'development',
    APP_ORIGIN: GATEWAY,
    IDENTITY_URL: `http://127.0.0.1:${PORTS.identity}`,
    CONTENT_URL: `http://127.0.0.1:${PORTS.content}`,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_API_MAX: '100000000',
  }),
];
try {
  await waitUntilUp(`http://127.0.0.1:${PORTS.identity}/healthz`);
  await waitUntilUp(`http://127.0.0.1:${PORTS.content}/healthz`);
  await waitUntilUp(`http://127.0.0.1:${PORTS.worker}/healthz`);
  await waitUntilUp(`${GATEWAY}/healthz`);
  const parents = await Promise.all(Array.from({ length: LANES }, (_, i) => parent(i)));

  // Warm-up: one question per parent (first queries, JIT, connection pools).
  await Promise.all(parents.map((p) => ask(p, 'How much sleep does a baby need?')));

  const results = [];
  let next = 0;
  const benchStart = performance.now();
  await Promise.all(
    parents.map(async (p) => {
      while (next < QUESTIONS) {
        const i = next++;
        results.push(await ask(p, ASKED[i % ASKED.length]));
      }
    }),
  );
  const wallS = (performance.now() - benchStart) / 1000;

  // Retrieval alone: the worker's ranked search, in this process, over the same questions.
  const { loadKnowledgeBase } = await import('../../services/ai-worker/dist/chat/knowledge.js');
  const { createRetriever } = await import('../../services/ai-worker/dist/chat/retrieval.js');
  const retriever = createRetriever(loadKnowledgeBase());
  const child = {
    name: 'Maya',
    stage: 'infant',
    stageLabel: 'Infant (3-12 months)',
    ageLabel: '5 months old',
    ageWeeks: 21,
    ageMonths: 5,
    pregnancyWeek: null,
  };
  const saved = [
    {
      itemId: 1,
      title: 'The sleepy swaddle trick',
      url: null,
      text: 'Swaddle snugly, arms in.',
      phase: null,
    },
  ];
  const retrievalMs = [];
  for (let i = 0; i < QUESTIONS + 50; i++) {
    const t0 = performance.now();
    retriever.retrieve({ question: ASKED[i % ASKED.length], child, savedPassages: saved });
    if (i >= 50) retrievalMs.push(performance.now() - t0);
  }

  const reply = results.map((r) => r.replyMs);
  const first = results.map((r) => r.firstTokenMs).filter((v) => v !== undefined);
  const ms = (v) => `${v.toFixed(1)} ms`.padStart(10);
  const row = (name, values) =>
    `${name.padEnd(14)} p50 ${ms(percentile(values, 50))}   p95 ${ms(percentile(values, 95))}   max ${ms(Math.max(...values))}`;
  console.log(
    `\n${results.length} questions through the gateway, ${LANES} at a time, local provider (${wallS.toFixed(1)} s, ${(results.length / wallS).toFixed(1)} questions/s)`,
  );
  console.log(row('reply', reply));
  console.log(row('first token', first) + `   (${first.length} of ${results.length} streams gave tokens)`);
  console.log(row('retrieval', retrievalMs) + `   (${retriever.size} passages, in-process)`);
  console.log(
    `answers citing at least one source: ${results.filter((r) => r.sources > 0).length} of ${results.length}`,
  );
  const p95 = percentile(reply, 95);
  const firstP95 = percentile(first, 95);
  console.log(`target reply p95 < 500 ms: ${p95 < 500 ? 'met' : 'NOT met'}`);
  console.log(`target first token p95 < 200 ms: ${firstP95 < 200 ? 'met' : 'NOT met'}`);
  console.log(
    `machine  ${os.cpus().length} cores shared by the load generator, gateway, identity, content, ai-worker, Postgres and Redis`,
  );
} finally {
  for (const s of services) s.kill('SIGTERM');
}
