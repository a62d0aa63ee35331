// A private redis-server (from PATH) that a test or the drill may stop and start again, to drill a
// Redis outage without disturbing the Redis everything else shares. It keeps nothing on disk, so a
// restart empties it (queues, sessions, rate counters), as a Redis without persistence would.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';

/** A port nothing listens on now. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts it on `port` (default: a free one); `stop()` is SIGKILL, `start()` brings it back empty. */
export async function startPrivateRedis(port) {
  port ??= await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child;

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    for (let i = 0; i < 200; i++) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        probe.disconnect();
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error('redis-server did not start');
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  await start();
  return { url, port, start, stop };
}
