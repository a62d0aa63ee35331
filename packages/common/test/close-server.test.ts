import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServer, trackEventStreams } from '../src/http.js';

/** A server with a slow ordinary route (answers after `slowMs`) and an event stream that never ends. */
async function startServer(opts: { slowMs: number; streamDelayMs?: number; track: boolean }) {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') {
      setTimeout(() => res.end('done'), opts.slowMs);
      return;
    }
    // The stream's headers go out after `streamDelayMs` (a stream still waiting for its reply).
    setTimeout(() => {
      // As Express (res.set) and the gateway's proxy do it: headers set one by one.
      res.setHeader('content-type', 'text/event-stream; charset=utf-8');
      res.writeHead(200);
      res.write(': open\n\n');
    }, opts.streamDelayMs ?? 0);
  });
  if (opts.track) trackEventStreams(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return { server, url };
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections();
});

/** Opens the event stream; resolves `opened` on its first bytes and `ended` when it ends or breaks. */
function openStream(url: string) {
  let opened!: () => void;
  const openedP = new Promise<void>((r) => (opened = r));
  const ended = new Promise<string>((resolve) => {
    http
      .get(`${url}/stream`, (res) => {
        res.once('data', opened);
        res.on('end', () => resolve('ended'));
        res.on('error', () => resolve('broken'));
        res.on('close', () => resolve('closed'));
      })
      .on('error', () => resolve('broken'));
  });
  return { opened: openedP, ended };
}

describe('closeServer with event streams', { timeout: 8000 }, () => {
  it('cuts a tracked server event streams at once while the ordinary request in flight is answered', async () => {
    const { server, url } = await startServer({ slowMs: 400, track: true });
    const stream = openStream(url);
    await stream.opened;
    const slow = fetch(`${url}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50)); // the slow request has arrived
    const started = Date.now();
    await closeServer(server);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await slow).toBe('done');
    await expect(stream.ended).resolves.toMatch(/ended|closed|broken/);
  });

  it('also cuts a stream whose headers go out after the shutdown began', async () => {
    const { server, url } = await startServer({ slowMs: 0, streamDelayMs: 400, track: true });
    const stream = openStream(url);
    await new Promise((r) => setTimeout(r, 100)); // arrived, headers not sent yet
    const started = Date.now();
    await closeServer(server);
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(stream.ended).resolves.toMatch(/ended|closed|broken/);
  });

  it('leaves an untracked server waiting for its stream (what tracking is for)', async () => {
    const { server, url } = await startServer({ slowMs: 0, track: false });
    const stream = openStream(url);
    await stream.opened;
    const closed = closeServer(server).then(() => 'closed');
    const outcome = await Promise.race([closed, new Promise((r) => setTimeout(() => r('still open'), 800))]);
    expect(outcome).toBe('still open');
    server.closeAllConnections();
    await closed;
    await stream.ended;
  });
});
