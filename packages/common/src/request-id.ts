/** The request id requestLogging assigned (also forwarded upstream as X-Request-Id). */
export function requestIdOf(req: {
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' ? id : undefined;
}
