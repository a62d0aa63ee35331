import net from 'node:net';
import type { TestProject } from 'vitest/node';

/**
 * Finds the Postgres and Redis the tests talk to: DATABASE_URL and REDIS_URL when set; else the
 * local defaults when something answers there; else testcontainers, where a Docker engine exists.
 */
const LOCAL_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const stops: Array<() => Promise<unknown>> = [];

async function fromContainer(image: string, port: number, env: Record<string, string>): Promise<string> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer(image)
    .withEnvironment(env)
    .withExposedPorts(port)
    .withWaitStrategy(Wait.forListeningPorts())
    .start();
  stops.push(() => container.stop());
  return `${container.getHost()}:${container.getMappedPort(port)}`;
}

export default async function setup(project: TestProject) {
  let databaseUrl = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  if (!databaseUrl) {
    databaseUrl = (await answers(LOCAL_PG))
      ? LOCAL_PG
      : `postgres://postgres:test@${await fromContainer('postgres:16', 5432, { POSTGRES_PASSWORD: 'test' })}/postgres`;
  }
  if (!redisUrl) {
    redisUrl = (await answers(LOCAL_REDIS))
      ? LOCAL_REDIS
      : `redis://${await fromContainer('redis:7', 6379, {})}`;
  }
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', redisUrl);
  return async () => {
    for (const stop of stops) await stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}
