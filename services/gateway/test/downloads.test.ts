import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Redis } from 'ioredis';
import { closeRedis, createLogger, createRedis, parseConfig } from '@nestkeep/common';
import { createApp } from '../src/app.js';
import { gatewayConfigSchema } from '../src/config.js';

/** The browser extension's zips at /downloads/<file> (issue 11): those two files and nothing else. */
let redis: Redis;
let dir: string;
let app: ReturnType<typeof createApp>;
const base = {
  INTERNAL_TOKEN_SECRET: 'x'.repeat(32),
  SESSION_SECRET: 'y'.repeat(32),
  LOG_LEVEL: 'silent',
};

beforeAll(() => {
  redis = createRedis(inject('redisUrl'), 'general');
  dir = mkdtempSync(path.join(tmpdir(), 'nestkeep-ext-dist-'));
  writeFileSync(path.join(dir, 'nestkeep-extension-chromium.zip'), 'PK chromium package');
  writeFileSync(path.join(dir, 'secret.txt'), 'not for download');
  mkdirSync(path.join(dir, 'chromium'));
  writeFileSync(path.join(dir, 'chromium', 'manifest.json'), '{}');
  const web = mkdtempSync(path.join(tmpdir(), 'nestkeep-web-dist-'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>app</title>');
  const config = parseConfig(gatewayConfigSchema, {
    ...base,
    REDIS_URL: inject('redisUrl'),
    EXTENSION_DIST_DIR: dir,
    WEB_DIST_DIR: web,
  });
  app = createApp({ config, redis, logger: createLogger('gateway-test', 'silent') });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await closeRedis(redis);
});

describe('extension downloads', () => {
  it('serves a built zip as an attachment', async () => {
    const res = await request(app).get('/downloads/nestkeep-extension-chromium.zip').responseType('blob');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename=nestkeep-extension-chromium.zip');
    expect(Buffer.from(res.body as Buffer).toString()).toBe('PK chromium package');
  });

  it('answers 404 for a zip not built yet and for every other file, even when the browser asks for a page', async () => {
    for (const p of [
      '/downloads/nestkeep-extension-firefox.zip',
      '/downloads/secret.txt',
      '/downloads/chromium/manifest.json',
      '/downloads/..%2Fsecret.txt',
      '/downloads/',
      '/downloads',
    ]) {
      const res = await request(app).get(p).set('Accept', 'text/html');
      expect(res.status, p).toBe(404);
      expect(res.text, p).not.toContain('not for download');
      expect(res.text, p).not.toContain('<title>app</title>');
    }
    const res = await request(app).get('/downloads/secret.txt');
    expect(res.body).toEqual({ error: 'not_found', message: 'No such download: secret.txt' });
  });

  it('is configured by EXTENSION_DIST_DIR (blank or unset: the default folder)', () => {
    const parse = (v?: string) =>
      parseConfig(gatewayConfigSchema, {
        ...base,
        REDIS_URL: 'redis://127.0.0.1:6379',
        ...(v === undefined ? {} : { EXTENSION_DIST_DIR: v }),
      });
    expect(parse().EXTENSION_DIST_DIR).toBeUndefined();
    expect(parse('/srv/ext').EXTENSION_DIST_DIR).toBe('/srv/ext');
    expect(parse('  ').EXTENSION_DIST_DIR).toBeUndefined();
    expect(parse(' /srv/ext ').EXTENSION_DIST_DIR).toBe('/srv/ext');
  });
});
