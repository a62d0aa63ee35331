import type { ErrorRequestHandler, RequestHandler } from 'express';
import { z } from 'zod';
import type { Logger } from './logger.js';
import { requestIdOf } from './request-id.js';

/** The one error type: an HTTP status, a stable code and a message safe to show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    /** Extra fields for the response body, e.g. `{ requiresUpgrade: true }`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Sign in required') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);

/** A readable one-line summary of zod issues: "name: Child's name is required; sex: Invalid option". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses input with a shared contract; bad input becomes a 400 naming every problem. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError(400, 'validation_error', describeZodError(result.error), result.error.issues);
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound('No such route'));

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now; please try again in a moment';

/** Socket errors of a connection that could not be made or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN']);
/** Prisma: can't reach, timed out, server closed the connection, no pool connection in time. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
/** Prisma's driver-adapter error kinds for a database that is not there. */
const ADAPTER_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);
/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up, shutting down, recovering), 53300 too_many_connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** node-postgres and pg-pool errors that carry no code: a cut connection, a pool connect timeout. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * Whether an error says the database could not be reached or went away mid-request (restart,
 * failover, outage), as node-postgres, pg-pool or Prisma's pg adapter report it, rather than
 * a fault of the request or the code. Such requests are answered 503 `unavailable`.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (depth > 4 || err === null || typeof err !== 'object') return false;
  const e = err as {
    code?: unknown;
    message?: unknown;
    kind?: unknown;
    cause?: unknown;
    meta?: { driverAdapterError?: unknown };
  };
  if (typeof e.code === 'string') {
    if (SOCKET_CODES.has(e.code) || PRISMA_CODES.has(e.code) || UNAVAILABLE_SQLSTATE.test(e.code))
      return true;
  }
  if (typeof e.kind === 'string' && ADAPTER_KINDS.has(e.kind)) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  // Prisma wraps the adapter's error: meta.driverAdapterError.cause is { kind, code? }. (A top-level
  // cause is not followed: fetch's 'fetch failed' carries the socket error of another service.)
  const inner = depth === 0 ? [e.meta?.driverAdapterError] : [e.meta?.driverAdapterError, e.cause];
  return inner.some((i) => isDatabaseUnavailable(i, depth + 1));
}

/** Renders errors as `{error, message}`; unexpected ones are logged and answered 500 without internals. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    if (res.headersSent) return;
    if (err instanceof AppError) {
      res.status(err.status).json({ error: err.code, message: err.message, ...err.extra });
      return;
    }
    // Body-parser errors (malformed JSON, too large) carry a status and are the client's fault.
    const status = typeof err?.status === 'number' ? err.status : 500;
    if (status >= 400 && status < 500) {
      const message = err.type === 'entity.parse.failed' ? 'Request body is not valid JSON' : err.message;
      res.status(status).json({ error: 'bad_request', message });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      // An outage, not a bug: said at once and clearly (the client may retry), logged without alarm.
      logger.warn({ err: String(err?.message ?? err), requestId: requestIdOf(req) }, 'database unavailable');
      res.status(503).json({ error: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }
    logger.error({ err, requestId: requestIdOf(req) }, 'unhandled error');
    res.status(500).json({ error: 'internal_error', message: 'Something went wrong' });
  };
}

/** The largest id a Postgres `integer` (serial) column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** Route ids are positive integers that fit the id column; anything else names no row, so it is not found. */
export function idParam(value: string | undefined, notFoundMessage?: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ROW_ID || String(id) !== value) {
    throw notFound(notFoundMessage);
  }
  return id;
}

/** Where in a parsed body or query a NUL character stands ('body.title'), or null when there is none. */
export function findNulByte(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = key.includes('\u0000') ? path : findNulByte(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Postgres text cannot hold a NUL character, so a NUL anywhere in the query or a parsed body is
 * refused up front with a 400 naming the field, instead of a failed insert (500) later. Mount it
 * after the body parsers; multipart routes check their own fields with `findNulByte`.
 */
export const rejectNulBytes: RequestHandler = (req, _res, next) => {
  const where = findNulByte(req.query, 'query') ?? findNulByte(req.body, 'body');
  next(where ? badRequest(`${where}: must not contain a NUL character`) : undefined);
};
