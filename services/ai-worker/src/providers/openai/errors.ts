import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  PermissionDeniedError,
} from 'openai';
/** Why a model's reply could not be used as an analysis. */
export type AiOutputReason =
  | 'empty' // no content, or an analysis with nothing in it
  | 'not_json' // the reply is not a JSON object
  | 'wrong_shape' // JSON, but not the analysis schema
  | 'unknown_category' // a category that is neither one of the seven nor an alias
  | 'truncated' // the model ran out of tokens (finish_reason 'length')
  | 'refused'; // the model refused, or a content filter stopped it

/**
 * The model answered, but with junk. Per CONVENTIONS.md this is a failed attempt (the job retries
 * with backoff and, after the last attempt, marks the item failed with this message), never data
 * to store. `excerpt` holds the start of the reply for the job log; it is not part of the message.
 */
export class AiOutputError extends Error {
  override readonly name = 'AiOutputError';
  readonly reason: AiOutputReason;
  readonly excerpt: string | undefined;

  constructor(reason: AiOutputReason, message: string, options: { excerpt?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.excerpt = options.excerpt?.slice(0, 300);
  }
}

/** Why a request to the AI service failed before there was a reply to parse. */
export type AiRequestReason = 'timeout' | 'connection' | 'rate_limited' | 'auth' | 'http';

/**
 * The AI service could not be asked: a timeout, a refused connection or an HTTP error, after the
 * SDK's own retries. `retryable` says whether a later attempt may succeed (timeouts, 408, 409, 429,
 * 5xx and connection errors) or will fail the same way (a bad key, a bad request).
 * The SDK's error stays available as `cause`.
 */
export class AiRequestError extends Error {
  override readonly name = 'AiRequestError';
  readonly reason: AiRequestReason;
  readonly status: number | undefined;
  readonly retryable: boolean;

  constructor(
    reason: AiRequestReason,
    message: string,
    options: { status?: number; retryable: boolean; cause?: unknown },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.reason = reason;
    this.status = options.status;
    this.retryable = options.retryable;
  }
}

/** The SDK's errors as one typed error the job can report; anything else is rethrown as it is. */
export function toRequestError(err: unknown, timeoutMs: number): unknown {
  // An abort is the caller's own time limit over a whole streamed reply.
  if (err instanceof APIConnectionTimeoutError || err instanceof APIUserAbortError) {
    return new AiRequestError('timeout', `The AI service did not answer within ${timeoutMs} ms`, {
      retryable: true,
      cause: err,
    });
  }
  if (err instanceof APIConnectionError) {
    return new AiRequestError('connection', `The AI service could not be reached: ${err.message}`, {
      retryable: true,
      cause: err,
    });
  }
  if (err instanceof APIError && typeof err.status === 'number') {
    const status = err.status;
    const reason =
      status === 429
        ? 'rate_limited'
        : err instanceof AuthenticationError || err instanceof PermissionDeniedError
          ? 'auth'
          : 'http';
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    return new AiRequestError(reason, `The AI service answered ${status}: ${err.message}`, {
      status,
      retryable,
      cause: err,
    });
  }
  return err;
}
