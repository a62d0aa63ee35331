/**
 * The two ways a fetch can end without a page. A refusal is our decision (the URL or an address it
 * leads to is not allowed); a failure is the network's or the server's doing. Callers treat both as
 * an ordinary outcome, so each carries a stable reason code next to its message.
 */

export type RefusalReason = 'invalid-url' | 'scheme' | 'credentials' | 'port' | 'private-address';

export type FailureReason =
  | 'dns'
  | 'connect'
  | 'timeout'
  | 'too-large'
  | 'content-type'
  | 'http-status'
  | 'too-many-redirects'
  | 'bad-redirect';

export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** The URL that was refused (a redirect target when a hop was refused). */
    readonly url: string,
  ) {
    super(message);
  }
}

export class FetchFailedError extends Error {
  override readonly name = 'FetchFailedError';
  constructor(
    readonly reason: FailureReason,
    message: string,
    /** The last URL reached: after redirects, so a short link's target is known even on failure. */
    readonly url: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
