import { Readable } from 'node:stream';
import { AppError, serviceToken, type ServiceName } from '@nestkeep/common';

export const EXPORT_UNAVAILABLE = 'Your data could not be gathered right now. Please try again.';

export const exportUnavailable = (cause?: unknown) =>
  new AppError(
    503,
    'unavailable',
    EXPORT_UNAVAILABLE,
    cause === undefined ? undefined : { cause: String(cause) },
  );

type Url = string | (() => string);

/**
 * Content's and billing's parts of a user's privacy export, asked of their internal routes as the
 * identity service. Every failure to reach a service or a non-2xx answer throws a 503 AppError
 * (EXPORT_UNAVAILABLE); a missing image file is null.
 */
export interface UserExportClient {
  /** Billing's GET /internal/users/:id/export ({customer, subscriptions}; small, read whole). */
  billingExport(userId: string, signal?: AbortSignal): Promise<unknown>;
  /** Content's GET /internal/users/:id/export as a byte stream (never read whole here). */
  contentExport(userId: string, signal?: AbortSignal): Promise<Readable>;
  /** Content's GET /internal/users/:id/files/:file; null when content has no such file. */
  contentFile(userId: string, file: string, signal?: AbortSignal): Promise<Readable | null>;
}

export function createUserExportClient(opts: {
  contentUrl: Url;
  billingUrl: Url;
  secret: string;
  /** How long a service may take to start answering (the body itself may take longer). */
  timeoutMs?: number;
  /** How long a body may stall between two chunks before the export gives up (default 30 s). */
  idleTimeoutMs?: number;
}): UserExportClient {
  const idleMs = opts.idleTimeoutMs ?? 30_000;
  /**
   * The body as a Node stream that errors when the service stalls mid-answer: the clock runs only
   * while a chunk has been asked for and not yet come (a slow reader downstream is no stall).
   */
  const bodyOf = (res: Response, service: string): Readable => {
    const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
    const chunks = body[Symbol.asyncIterator]();
    const out = new Readable({
      read() {
        const timer = setTimeout(() => out.destroy(new Error(`${service} stalled mid-answer`)), idleMs);
        chunks.next().then(
          ({ value, done }) => {
            clearTimeout(timer);
            if (!out.destroyed) out.push(done ? null : (value as Buffer));
          },
          (err: unknown) => {
            clearTimeout(timer);
            out.destroy(err instanceof Error ? err : new Error(String(err)));
          },
        );
      },
      destroy(err, done) {
        body.destroy();
        done(err);
      },
    });
    return out;
  };
  const open = async (
    service: Extract<ServiceName, 'content' | 'billing'>,
    path: string,
    signal: AbortSignal | undefined,
    allow404 = false,
  ): Promise<Response | null> => {
    const base = service === 'content' ? opts.contentUrl : opts.billingUrl;
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => controller.abort(new Error(`${service} did not answer in time`)),
      opts.timeoutMs ?? 10_000,
    );
    try {
      const token = await serviceToken('identity', { secret: opts.secret, audience: service });
      const res = await fetch(new URL(path, typeof base === 'function' ? base() : base), {
        headers: { 'x-internal-token': token },
        signal: controller.signal,
      });
      if (allow404 && res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new Error(`${service} answered ${res.status}`);
      }
      return res;
    } catch (err) {
      throw exportUnavailable(err);
    } finally {
      clearTimeout(timer);
      // The caller's signal still reaches the body through `controller` (kept subscribed).
    }
  };
  const path = (userId: string, rest: string) => `/internal/users/${encodeURIComponent(userId)}/${rest}`;

  return {
    async billingExport(userId, signal) {
      const res = (await open('billing', path(userId, 'export'), signal))!;
      try {
        return await res.json();
      } catch (err) {
        throw exportUnavailable(err);
      }
    },
    async contentExport(userId, signal) {
      const res = (await open('content', path(userId, 'export'), signal))!;
      return bodyOf(res, 'content');
    },
    async contentFile(userId, file, signal) {
      const res = await open('content', path(userId, `files/${encodeURIComponent(file)}`), signal, true);
      if (!res) return null;
      return bodyOf(res, 'content');
    },
  };
}
