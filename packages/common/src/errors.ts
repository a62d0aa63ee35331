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
