import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { systemResolver, type Resolver } from '../../src/fetch/safe-fetch.js';

/** A test server on 127.0.0.1 that counts every connection and request, so a test can prove "never reached". */
export interface LocalServer {
  port: number;
  /** `http://127.0.0.1:PORT` (https for a TLS server). */
  origin: string;
  connections: number;
  requests: http.IncomingMessage[];
  close(): Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export async function startServer(
  handler: Handler,
  tls?: { key: string; cert: string },
): Promise<LocalServer> {
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  const state = { connections: 0, requests: [] as http.IncomingMessage[] };
  server.on('connection', () => state.connections++);
  server.on('request', (req: http.IncomingMessage) => state.requests.push(req));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    requests: state.requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // hanging handlers of the timeout tests must not keep it open
        server.close(() => resolve());
      }),
  };
}

/**
 * A resolver that answers from a table and records what it was asked. Names in `system` go to the
 * real resolver (for `localhost`); any other name fails as unknown, as it would offline.
 */
export function fakeResolver(
  table: Record<string, string[]>,
  system: string[] = [],
): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    if (system.includes(hostname)) return systemResolver(hostname);
    const addresses = table[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({
      address,
      family: address.includes(':') ? (6 as const) : (4 as const),
    }));
  };
  return Object.assign(resolve, { asked });
}

export function sendHtml(res: http.ServerResponse, html: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

export function redirect(res: http.ServerResponse, location: string, status = 302): void {
  res.writeHead(status, { location });
  res.end();
}
