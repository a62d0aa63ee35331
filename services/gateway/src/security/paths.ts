import { badRequest, type AppError } from '@nestkeep/common';

/**
 * Why a proxied path is refused, or undefined when it may pass. A service behind the gateway must
 * see only paths under the prefix the route table gave: a `.`/`..` segment (plain or %-encoded) or
 * an encoded slash could step out of it at a service or proxy that normalises paths, and a malformed
 * % escape would only fail later, deeper in.
 */
export function refuseUnsafePath(path: string): AppError | undefined {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return badRequest('The path has a malformed % escape');
    }
    if (decoded === '.' || decoded === '..') return badRequest('The path must not contain . or .. segments');
    if (/[/\\\0]/.test(decoded)) return badRequest('The path must not contain an encoded /, \\ or NUL');
  }
  return undefined;
}
