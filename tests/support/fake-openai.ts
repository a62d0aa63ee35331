import { randomBytes } from 'node:crypto';
import express, { type ErrorRequestHandler } from 'express';
import { listen } from './servers.js';

/** The body of a chat completion request, as far as the tests look into it. */
export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: unknown }>;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: unknown } };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: ChatRequestBody;
  /** Date.now() when it arrived. */
  at: number;
}

/** What the fake answers to one request. */
export type FakeReply =
  | {
      kind: 'message';
      content: string | null;
      finishReason?: 'stop' | 'length' | 'content_filter';
      refusal?: string | null;
      delayMs?: number;
      /** Streamed requests (`stream: true`): the content's pieces, one chunk each (default: word by word). */
      chunks?: string[];
      /** Streamed requests: pause between chunks, in ms. */
      chunkDelayMs?: number;
    }
  | {
      kind: 'error';
      status: number;
      body?: unknown;
      headers?: Record<string, string>;
      delayMs?: number;
    };

/** Decides the reply to a request; `index` counts the authorised requests from 0. */
export type ReplyFn = (request: RecordedRequest, index: number) => FakeReply | Promise<FakeReply>;

/** A well-formed analysis, as a model following the prompt would return it. */
export const sampleAnalysis = {
  summary: 'A gentle bedtime routine helps babies fall asleep more easily.',
  keyPoints: [
    'A consistent routine signals to the baby that sleep is coming.',
    'Dim light in the evening supports melatonin.',
  ],
  actionItems: ['Start the routine at the same time every night.', 'Dim the lights an hour before bed.'],
  hashtags: ['#bedtime', '#babysleep', '#routine'],
  category: 'Sleep & Routines',
  parentingPhase: 'infant',
  suggestedTitle: null as string | null,
};

const openAiError = (
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
) => ({
  error: { message, type, param, code },
});

/** Builders for the replies the tests script. */
export const reply = {
  /** The model says `content` (any text: JSON, junk, an empty string). */
  content: (
    content: string | null,
    extra: Partial<Extract<FakeReply, { kind: 'message' }>> = {},
  ): FakeReply => ({
    kind: 'message',
    content,
    ...extra,
  }),
  /** The model says `value` as JSON. */
  json: (value: unknown): FakeReply => ({ kind: 'message', content: JSON.stringify(value) }),
  /** A valid analysis, with some fields replaced. */
  analysis: (overrides: Record<string, unknown> = {}): FakeReply =>
    reply.json({ ...sampleAnalysis, ...overrides }),
  /** An HTTP error with OpenAI's error body. */
  error: (
    status: number,
    message: string,
    opts: {
      type?: string;
      code?: string | null;
      param?: string | null;
      headers?: Record<string, string>;
    } = {},
  ): FakeReply => ({
    kind: 'error',
    status,
    body: openAiError(message, opts.type ?? 'server_error', opts.code ?? null, opts.param ?? null),
    headers: opts.headers,
  }),
  serverError: (): FakeReply => reply.error(500, 'The server had an error while processing your request.'),
  /** 429 with a Retry-After header in seconds, as OpenAI sends on rate limits. */
  rateLimited: (retryAfterSeconds: number): FakeReply =>
    reply.error(429, 'Rate limit reached for requests. Please try again later.', {
      type: 'requests',
      code: 'rate_limit_exceeded',
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
  /** The 400 OpenAI answers when a model cannot do structured outputs with a schema. */
  rejectJsonSchema: (): FakeReply =>
    reply.error(
      400,
      "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
      {
        type: 'invalid_request_error',
        param: 'response_format',
      },
    ),
  /** `inner`, sent after `ms` milliseconds (headers included), for timeouts. */
  slow: (ms: number, inner: FakeReply): FakeReply => ({ ...inner, delayMs: ms }),
};

/**
 * A streamed completion as OpenAI sends it: server-sent events, each `data: {chat.completion.chunk}`,
 * the role first, then the content piece by piece (or the refusal), then the finish reason, then
 * `data: [DONE]`.
 */
async function streamCompletion(
  res: express.Response,
  model: string,
  answer: Extract<FakeReply, { kind: 'message' }>,
): Promise<void> {
  const id = `chatcmpl-${randomBytes(12).toString('hex')}`;
  const created = Math.floor(Date.now() / 1000);
  res
    .status(200)
    .set({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  res.flushHeaders();
  const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({
        id,
        object: 'chat.completion.chunk',
        created,
        model,
        system_fingerprint: 'fp_fake',
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      })}\n\n`,
    );
  const pause = () =>
    answer.chunkDelayMs ? new Promise((resolve) => setTimeout(resolve, answer.chunkDelayMs)) : undefined;
  send({ role: 'assistant', content: '', refusal: null });
  if (answer.refusal) {
    send({ refusal: answer.refusal });
  } else {
    const pieces = answer.chunks ?? answer.content?.match(/\S+\s*|\s+/g) ?? [];
    for (const piece of pieces) {
      if (res.destroyed) return;
      await pause();
      send({ content: piece });
    }
  }
  if (res.destroyed) return;
  send({}, answer.finishReason ?? 'stop');
  res.write('data: [DONE]\n\n');
  res.end();
}

const estimateTokens = (value: unknown) => Math.max(1, Math.ceil(JSON.stringify(value ?? '').length / 4));

/**
 * A local OpenAI-compatible server (127.0.0.1, random port) for the openai provider's tests:
 * `POST /v1/chat/completions` with the real response shape, the bearer key checked, every request
 * recorded, and the reply scripted per test with `setReply`. Nothing leaves the machine.
 * `url` is the base URL to give the SDK (it ends in /v1).
 */
export async function startFakeOpenAi(opts: { apiKey?: string } = {}) {
  const apiKey = opts.apiKey ?? `sk-fake-${randomBytes(8).toString('hex')}`;
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let replyFn: ReplyFn = () => reply.analysis();
  let served = 0;
  const app = express();

  app.post('/v1/chat/completions', express.json({ limit: '5mb' }), async (req, res) => {
    const recorded: RecordedRequest = {
      method: req.method,
      path: req.path,
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : String(v)]),
      ),
      body: req.body as ChatRequestBody,
      at: Date.now(),
    };
    requests.push(recorded);
    res.set('x-request-id', `req_${randomBytes(8).toString('hex')}`);

    if (req.get('authorization') !== `Bearer ${apiKey}`) {
      res
        .status(401)
        .json(openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
      return;
    }
    const body = req.body as Partial<ChatRequestBody> | undefined;
    if (!body || typeof body.model !== 'string' || !Array.isArray(body.messages) || !body.messages.length) {
      res
        .status(400)
        .json(openAiError("'model' and 'messages' are required.", 'invalid_request_error', null, 'messages'));
      return;
    }

    const answer = await replyFn(recorded, served++);
    const send = () => {
      if (res.headersSent || res.destroyed) return; // the client gave up (a timeout)
      if (answer.kind === 'error') {
        res.status(answer.status).set(answer.headers ?? {});
        if (answer.body === undefined) res.end();
        else res.json(answer.body);
        return;
      }
      if (body.stream === true) {
        void streamCompletion(res, body.model!, answer);
        return;
      }
      const completionTokens = estimateTokens(answer.content);
      const promptTokens = estimateTokens(body.messages);
      res.json({
        id: `chatcmpl-${randomBytes(12).toString('hex')}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: answer.content,
              refusal: answer.refusal ?? null,
              annotations: [],
            },
            logprobs: null,
            finish_reason: answer.finishReason ?? 'stop',
          },
        ],
        usage: {
          prompt_tokens: promptTokens,
          completion_tokens: completionTokens,
          total_tokens: promptTokens + completionTokens,
        },
        service_tier: 'default',
        system_fingerprint: 'fp_fake',
      });
    };
    if (!answer.delayMs) {
      send();
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, answer.delayMs);
    timers.add(timer);
    res.on('close', () => {
      clearTimeout(timer);
      timers.delete(timer);
    });
  });

  app.use((_req, res) => {
    res.status(404).json(openAiError('Unknown request URL.', 'invalid_request_error', 'unknown_url'));
  });
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status = typeof err?.status === 'number' ? err.status : 500;
    res.status(status).json(openAiError(String(err?.message ?? err), 'invalid_request_error'));
  };
  app.use(onError);

  const server = await listen(app);
  return {
    /** Base URL for the SDK's `baseURL`, e.g. http://127.0.0.1:41234/v1. */
    url: `${server.url}/v1`,
    apiKey,
    /** Every request to /v1/chat/completions, in order, including refused ones. */
    requests,
    /** Scripts the replies from now on (the default is `reply.analysis()`). */
    setReply(fn: ReplyFn) {
      replyFn = fn;
      served = 0;
    },
    /** Clears the recorded requests and goes back to the default reply. */
    reset() {
      requests.length = 0;
      replyFn = () => reply.analysis();
      served = 0;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await server.close();
    },
  };
}

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
