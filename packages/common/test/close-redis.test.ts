import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, inject, it } from 'vitest';
import { closeRedis, createRedis } from '../src/redis.js';

/** A port that accepts connections and drops each at once, as a Redis going away would. */
async function droppingServer() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('closeRedis', () => {
  it('ends a connection whose socket drops while commands wait, where quit alone rejects', async () => {
    const server = await droppingServer();
    try {
      const plain = createRedis(server.url, 'general');
      void plain.get('waiting').catch(() => undefined); // queued: quit now waits behind it
      // eslint-disable-next-line no-restricted-syntax -- shows the failure closeRedis handles
      await expect(plain.quit()).rejects.toThrow();
      plain.disconnect();

      const closed = createRedis(server.url, 'general');
      void closed.get('waiting').catch(() => undefined);
      await expect(closeRedis(closed)).resolves.toBeUndefined();
      // Cut for good: no reconnect follows (ioredis retries after 200 ms otherwise).
      const tried = server.connections();
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(server.connections()).toBe(tried);
    } finally {
      await server.close();
    }
  });

  it('waits for the replies still due on a working connection', async () => {
    const redis = createRedis(inject('redisUrl'), 'general');
    const pending = redis.ping();
    const ended = once(redis, 'end');
    await closeRedis(redis);
    expect(await pending).toBe('PONG');
    await ended;
  });
});
