import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import zlib from 'node:zlib';
import { FetchFailedError, FetchRefusedError, type FailureReason } from './errors.js';
import { checkAddress, checkUrl, hostOf, parseAllowList, type GuardPolicy } from './ssrf-guard.js';

export { FetchFailedError, FetchRefusedError } from './errors.js';
export type { FailureReason, RefusalReason } from './errors.js';

/**
 * Fetches one page for the worker behind the SSRF guard. It resolves the name itself, refuses if
 * any address is forbidden, then connects to the address it checked (a second DNS answer could
 * otherwise differ: DNS rebinding), and follows redirects by hand so that every hop is checked.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a host name into all of its addresses. Injectable so tests can point names at 127.0.0.1. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export const ACCEPTED_CONTENT_TYPES = [
  'text/html',
  'application/xhtml+xml',
  'application/json',
  'text/plain',
] as const;

export interface SafeFetchOptions {
  /** Allowlist entries (host:port, CIDR or IP), from `FETCH_ALLOW_PRIVATE`; empty refuses loopback. */
  allow?: readonly string[] | string;
  /** Ports fetched besides 80 and 443. */
  allowPorts?: readonly number[];
  resolve?: Resolver;
  /** Largest body read, after decompression (default 2 MB). */
  maxBytes?: number;
  /** Time for the whole fetch, redirects and body included (default 10 s). */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Media types accepted (default ACCEPTED_CONTENT_TYPES). */
  accept?: readonly string[];
  /** CA certificates to trust instead of the system's (a test server's self-signed certificate). */
  ca?: string | Buffer;
  userAgent?: string;
}

export interface SafeFetchResult {
  /** The URL the body came from, after redirects. */
  finalUrl: string;
  status: number;
  /** The media type without parameters, lowercased (e.g. `text/html`). */
  contentType: string;
  body: string;
}

const DEFAULTS = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
  userAgent: 'Mozilla/5.0 (compatible; NestKeepBot/1.0; link preview)',
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export async function safeFetch(url: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const policy: GuardPolicy = { allow: parseAllowList(opts.allow), allowPorts: opts.allowPorts ?? [] };
  const maxRedirects = opts.maxRedirects ?? DEFAULTS.maxRedirects;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), opts.timeoutMs ?? DEFAULTS.timeoutMs);
  let current = url;
  try {
    let target = checkUrl(url, policy);
    for (let redirects = 0; ; redirects++) {
      current = target.href;
      const address = await untilAborted(resolveChecked(target, policy, opts.resolve), deadline.signal);
      const response = await send(target, address, opts, deadline.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy(); // a redirect's body is never needed
        if (redirects >= maxRedirects)
          throw failed('too-many-redirects', `More than ${maxRedirects} redirects`);
        let next: URL;
        try {
          next = new URL(location, target);
        } catch {
          throw failed('bad-redirect', 'Redirect to an invalid URL');
        }
        target = checkUrl(next, policy);
        continue;
      }
      return await readResponse(response, target, opts);
    }
  } catch (error) {
    if (error instanceof FetchRefusedError || error instanceof FetchFailedError) throw error;
    if (deadline.signal.aborted) throw failed('timeout', 'The page took too long to load');
    throw failed('connect', `Could not load the page: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }

  function failed(reason: FailureReason, message: string, status?: number) {
    return new FetchFailedError(reason, message, current, status);
  }
}

/** Resolves the host (an IP literal stands for itself) and checks every address it has. */
async function resolveChecked(url: URL, policy: GuardPolicy, resolve = systemResolver) {
  const host = hostOf(url);
  const family = net.isIP(host);
  let addresses: ResolvedAddress[];
  if (family === 4 || family === 6) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new FetchFailedError('dns', `Could not resolve ${host}`, url.href);
  }
  // Every address, not just the one used: a refusal must not depend on which answer came first.
  for (const { address } of addresses) checkAddress(url, address, policy);
  return addresses[0];
}

/** Sends the request to the checked address while keeping the name for Host and TLS (SNI, certificate). */
function send(url: URL, pinned: ResolvedAddress, opts: SafeFetchOptions, signal: AbortSignal) {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        agent: false, // no pooled socket may carry a request to an address checked for another URL
        lookup,
        signal,
        ca: opts.ca,
        headers: {
          'user-agent': opts.userAgent ?? DEFAULTS.userAgent,
          accept: 'text/html,application/xhtml+xml,application/json;q=0.9,text/plain;q=0.8',
          'accept-language': 'en',
          'accept-encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

async function readResponse(
  response: http.IncomingMessage,
  url: URL,
  opts: SafeFetchOptions,
): Promise<SafeFetchResult> {
  const status = response.statusCode ?? 0;
  const fail = (reason: FailureReason, message: string) => {
    response.destroy();
    return new FetchFailedError(reason, message, url.href, status);
  };
  if (status < 200 || status > 299) throw fail('http-status', `The page answered ${status}`);
  const header = response.headers['content-type'] ?? '';
  const contentType = header.split(';')[0].trim().toLowerCase();
  if (!(opts.accept ?? ACCEPTED_CONTENT_TYPES).includes(contentType)) {
    throw fail('content-type', `Not a page: ${contentType || 'no content type'}`);
  }
  const maxBytes = opts.maxBytes ?? DEFAULTS.maxBytes;
  if (Number(response.headers['content-length']) > maxBytes) {
    throw fail('too-large', `The page is larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of decompressed(response, url)) {
    size += (chunk as Buffer).length;
    // Counted after decompression, so a small gzip bomb is stopped too.
    if (size > maxBytes) throw fail('too-large', `The page is larger than ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  return { finalUrl: url.href, status, contentType, body: decode(bytes, header, contentType) };
}

function decompressed(response: http.IncomingMessage, url: URL): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  if (encoding === '' || encoding === 'identity') return response;
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : undefined;
  if (!decoder) {
    response.destroy();
    throw new FetchFailedError('content-type', `Unsupported content encoding: ${encoding}`, url.href);
  }
  return pipeline(response, decoder, () => {}); // errors surface from the returned stream
}

/** Decodes by BOM, then the header's charset, then an HTML meta tag, else UTF-8. */
export function decode(bytes: Buffer, contentTypeHeader: string, mediaType: string): string {
  const label =
    bomCharset(bytes) ??
    /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentTypeHeader)?.[1] ??
    (mediaType.includes('html') ? metaCharset(bytes) : undefined) ??
    'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    decoder = new TextDecoder('utf-8'); // an unknown label must not lose the page
  }
  if (decoder.encoding === 'windows-1252') return decodeWindows1252(bytes);
  return decoder.decode(bytes);
}

/** Windows-1252's bytes 0x80–0x9F (curly quotes, dashes, €); the rest is Latin-1. */
const CP1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';

/**
 * Node 20's TextDecoder reads windows-1252 (which is also what the web means by iso-8859-1 and
 * ascii) as plain Latin-1, turning those bytes into control characters; so it is decoded here.
 */
function decodeWindows1252(bytes: Buffer): string {
  return bytes.toString('latin1').replace(/[\x80-\x9f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
}

function bomCharset(bytes: Buffer): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/** The charset an HTML page declares in its first 1024 bytes, as browsers look for it. */
function metaCharset(bytes: Buffer): string | undefined {
  const head = bytes.subarray(0, 1024).toString('latin1');
  // Matches both <meta charset="x"> and <meta http-equiv="Content-Type" content="text/html; charset=x">.
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1];
}

/** Rejects when the deadline passes, for steps (DNS) that cannot be aborted themselves. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
