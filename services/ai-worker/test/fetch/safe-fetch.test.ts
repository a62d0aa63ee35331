import { readFileSync } from 'node:fs';
import type http from 'node:http';
import type { TLSSocket } from 'node:tls';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { FetchFailedError, safeFetch, type SafeFetchOptions } from '../../src/fetch/safe-fetch.js';
import {
  fakeResolver,
  redirect,
  sendHtml,
  startServer,
  type Handler,
  type LocalServer,
} from './local-server.js';

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: Handler, tls?: { key: string; cert: string }): Promise<LocalServer> {
  const server = await startServer(handler, tls);
  servers.push(server);
  return server;
}

/** Options that let exactly this test server through, as FETCH_ALLOW_PRIVATE would. */
const allowing = (...list: LocalServer[]): SafeFetchOptions => ({
  allow: list.map((s) => `127.0.0.1:${s.port}`),
});

async function failure(promise: Promise<unknown>): Promise<FetchFailedError> {
  const error = await promise.catch((e: unknown) => e);
  if (error instanceof FetchFailedError) return error;
  throw new Error(`expected a FetchFailedError, got ${String(error)}`);
}

describe('safeFetch', () => {
  it('returns the final URL, status, media type and body of an allowed page', async () => {
    const server = await serve((_req, res) => sendHtml(res, '<h1>Hello</h1>'));
    const page = await safeFetch(`${server.origin}/tips`, allowing(server));
    expect(page).toEqual({
      finalUrl: `${server.origin}/tips`,
      status: 200,
      contentType: 'text/html',
      body: '<h1>Hello</h1>',
    });
  });

  it('connects to the address it checked, sending the name as Host', async () => {
    const server = await serve((req, res) => sendHtml(res, `host=${req.headers.host}`));
    // Nothing but this resolver knows the name, so only a pinned connection can reach the server.
    const resolve = fakeResolver({ 'fixtures.nestkeep.test': ['127.0.0.1'] });
    const url = `http://fixtures.nestkeep.test:${server.port}/`;
    const page = await safeFetch(url, { resolve, allow: [`fixtures.nestkeep.test:${server.port}`] });
    expect(page.body).toBe(`host=fixtures.nestkeep.test:${server.port}`);
    expect(resolve.asked).toEqual(['fixtures.nestkeep.test']);
  });

  it('keeps the name for TLS: SNI and certificate checked against it while connected to 127.0.0.1', async () => {
    const fixtures = new URL('./fixtures/', import.meta.url);
    const cert = readFileSync(new URL('tls-cert.pem', fixtures), 'utf8');
    const key = readFileSync(new URL('tls-key.pem', fixtures), 'utf8');
    const server = await serve((req, res) => sendHtml(res, `sni=${(req.socket as TLSSocket).servername}`), {
      key,
      cert,
    });
    const resolve = fakeResolver({ 'fixtures.nestkeep.test': ['127.0.0.1'] });
    const url = `https://fixtures.nestkeep.test:${server.port}/`;
    const opts = { resolve, allow: [`fixtures.nestkeep.test:${server.port}`] };
    expect((await safeFetch(url, { ...opts, ca: cert })).body).toBe('sni=fixtures.nestkeep.test');
    // Without trusting the test certificate the connection fails: certificates are verified.
    expect((await failure(safeFetch(url, opts))).reason).toBe('connect');
  });

  it('follows redirects, relative and absolute, across hosts, resolving every hop', async () => {
    const second = await serve((req, res) => sendHtml(res, `landed on ${req.url}`));
    const first = await serve((req, res) => {
      if (req.url === '/start') return redirect(res, '/moved', 301);
      if (req.url === '/moved') return redirect(res, `http://two.nestkeep.test:${second.port}/end?x=1`, 307);
    });
    const resolve = fakeResolver({ 'one.nestkeep.test': ['127.0.0.1'], 'two.nestkeep.test': ['127.0.0.1'] });
    const page = await safeFetch(`http://one.nestkeep.test:${first.port}/start`, {
      resolve,
      allow: [`one.nestkeep.test:${first.port}`, `two.nestkeep.test:${second.port}`],
    });
    expect(page.body).toBe('landed on /end?x=1');
    expect(page.finalUrl).toBe(`http://two.nestkeep.test:${second.port}/end?x=1`);
    expect(resolve.asked).toEqual(['one.nestkeep.test', 'one.nestkeep.test', 'two.nestkeep.test']);
  });

  it('follows five redirects and gives up on the sixth', async () => {
    const server = await serve((req, res) => {
      const n = Number(req.url?.slice(1));
      if (n > 0) redirect(res, `/${n - 1}`);
      else sendHtml(res, 'end');
    });
    expect((await safeFetch(`${server.origin}/5`, allowing(server))).body).toBe('end');
    const error = await failure(safeFetch(`${server.origin}/6`, allowing(server)));
    expect(error.reason).toBe('too-many-redirects');
    expect(server.requests.map((r) => r.url).slice(6)).toEqual(['/6', '/5', '/4', '/3', '/2', '/1']); // never /0
  });

  it('refuses a body larger than the limit announced by Content-Length without reading it', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-length': 3_000_000 });
      res.end('x'.repeat(3_000_000));
    });
    const error = await failure(safeFetch(server.origin, { ...allowing(server), maxBytes: 1_000_000 }));
    expect(error.reason).toBe('too-large');
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    let written = 0;
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = 'y'.repeat(64 * 1024);
      const pump = () => {
        // An endless body: only the client closing the connection ends it.
        while (!res.destroyed && res.write(chunk)) written += chunk.length;
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const error = await failure(safeFetch(server.origin, { ...allowing(server), maxBytes: 500_000 }));
    expect(error.reason).toBe('too-large');
    expect(written).toBeLessThan(50_000_000);
  });

  it('counts the limit after decompression, so a small gzip bomb is refused', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(20_000_000, ' '));
    expect(bomb.length).toBeLessThan(100_000);
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(bomb);
    });
    const error = await failure(safeFetch(server.origin, { ...allowing(server), maxBytes: 1_000_000 }));
    expect(error.reason).toBe('too-large');
  });

  it('decompresses a gzip page', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync('<p>squeezed</p>'));
    });
    expect((await safeFetch(server.origin, allowing(server))).body).toBe('<p>squeezed</p>');
  });

  it('times out on a server that never answers', async () => {
    const server = await serve(() => {});
    const started = Date.now();
    const error = await failure(safeFetch(server.origin, { ...allowing(server), timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out on a body that trickles in, counting the whole fetch and not each read', async () => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const timer = setInterval(() => res.write('.'), 50);
      res.on('close', () => clearInterval(timer));
    });
    const started = Date.now();
    const error = await failure(safeFetch(server.origin, { ...allowing(server), timeoutMs: 400 }));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each([
    ['image/png', 'content-type'],
    ['application/pdf', 'content-type'],
    ['', 'content-type'],
  ])('refuses a response of type "%s"', async (type, reason) => {
    const server = await serve((_req, res) => {
      res.writeHead(200, type ? { 'content-type': type } : {});
      res.end('\x89PNG');
    });
    expect((await failure(safeFetch(server.origin, allowing(server)))).reason).toBe(reason);
  });

  it.each([
    'text/html',
    'application/xhtml+xml',
    'application/json',
    'text/plain',
    'TEXT/HTML; charset=utf-8',
  ])('accepts %s', async (type) => {
    const server = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': type });
      res.end('{}');
    });
    expect((await safeFetch(server.origin, allowing(server))).body).toBe('{}');
  });

  it('fails with the status when the page is an error', async () => {
    const server = await serve((_req, res) => sendHtml(res, 'gone', 404));
    const error = await failure(safeFetch(`${server.origin}/missing`, allowing(server)));
    expect([error.reason, error.status, error.url]).toEqual(['http-status', 404, `${server.origin}/missing`]);
  });

  it('fails with dns when the name does not resolve', async () => {
    const error = await failure(safeFetch('http://nowhere.nestkeep.test/', { resolve: fakeResolver({}) }));
    expect(error.reason).toBe('dns');
  });

  describe('decodes the charset', () => {
    const bytes = (text: string) => Buffer.from(text, 'latin1');
    const send = (headers: http.OutgoingHttpHeaders, body: Buffer) =>
      serve((_req, res) => {
        res.writeHead(200, headers);
        res.end(body);
      });

    it('named by the Content-Type header', async () => {
      const server = await send(
        { 'content-type': 'text/html; charset=ISO-8859-1' },
        bytes('Caf\xe9 cr\xe8me'),
      );
      expect((await safeFetch(server.origin, allowing(server))).body).toBe('Café crème');
    });

    it('named by a meta tag when the header has none', async () => {
      const html = bytes(
        '<html><head><meta charset="windows-1252"></head><body>\x93Sleep\x94 \x96 naps</body>',
      );
      const server = await send({ 'content-type': 'text/html' }, html);
      expect((await safeFetch(server.origin, allowing(server))).body).toContain('“Sleep” – naps');
    });

    it('named by an http-equiv meta tag', async () => {
      const html = bytes(
        '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>B\xe9b\xe9</p>',
      );
      const server = await send({ 'content-type': 'text/html' }, html);
      expect((await safeFetch(server.origin, allowing(server))).body).toContain('<p>Bébé</p>');
    });

    it('as UTF-8 when nothing names one', async () => {
      const server = await send({ 'content-type': 'text/plain' }, Buffer.from('Schlaf gut, Bébé 👶', 'utf8'));
      expect((await safeFetch(server.origin, allowing(server))).body).toBe('Schlaf gut, Bébé 👶');
    });

    it('as UTF-8 when the named charset is unknown', async () => {
      const server = await send(
        { 'content-type': 'text/html; charset=klingon' },
        Buffer.from('Bébé', 'utf8'),
      );
      expect((await safeFetch(server.origin, allowing(server))).body).toBe('Bébé');
    });
  });
});
