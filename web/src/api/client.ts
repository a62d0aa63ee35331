import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** A non-OK answer: the message is "status: body text" (or the status text), as the spec's helper throws. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What an API call that failed because the browser is offline says (issue 11 point 4). */
export const OFFLINE_MESSAGE = "You're offline. Saved tips will be back when you reconnect.";

/** A call that could not reach the server because the browser is offline. */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_MESSAGE);
    this.name = 'OfflineError';
  }
}

/** fetch, with a network failure while offline thrown as an OfflineError (shown as such). */
async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (err) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineError();
    throw err;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, body);
}

/** Every call sends cookies; JSON content type and body only when there is a body (part 1 §7). */
export async function apiRequest<T = unknown>(method: string, url: string, data?: unknown): Promise<T> {
  const res = await send(url, {
    method,
    headers: data !== undefined && !(data instanceof FormData) ? { 'Content-Type': 'application/json' } : {},
    body: data === undefined ? undefined : data instanceof FormData ? data : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? res.json() : res.text()) as Promise<T>;
}

/** GET of the query key as a path; a 401 either throws or yields null. */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await send(queryKey.filter((k) => typeof k === 'string').join('/'), {
      credentials: 'include',
    });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** Client cache defaults (part 1 §9): never stale, no refetch on focus, no polling, no retry. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
