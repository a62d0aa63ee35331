import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveImage, saveLink, whoAmI } from '../src/lib/api.js';

/**
 * The extension's calls against a small local NestKeep stand-in: the bearer header, the bodies
 * (JSON for a link, multipart for an image whose bytes the extension fetched) and the answers.
 */
interface Seen {
  method: string;
  path: string;
  auth?: string;
  cookie?: string;
  type?: string;
  body: Buffer;
}
const seen: Seen[] = [];
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
let server: Server;
let origin: string;
let answer: { status: number; body: unknown } = { status: 201, body: { id: 1, duplicate: false } };

function read(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    const path = req.url ?? '';
    if (path.startsWith('/pictures/')) {
      res.writeHead(path.endsWith('.png') ? 200 : 404, {
        'Content-Type': path.endsWith('.png') ? 'image/png' : 'text/html',
      });
      res.end(path.endsWith('.png') ? PNG : 'missing');
      return;
    }
    seen.push({
      method: req.method!,
      path,
      auth: req.headers.authorization,
      cookie: req.headers.cookie,
      type: req.headers['content-type'],
      body,
    });
    if (path === '/api/auth/user') {
      const ok = req.headers.authorization === 'Bearer nk_good';
      res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify(
          ok ? { id: 'u1', email: 'robin@example.com' } : { message: 'Invalid or revoked API token' },
        ),
      );
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('saving a link', () => {
  it('posts JSON with the bearer token and no cookie, and says what happened', async () => {
    seen.length = 0;
    answer = { status: 201, body: { id: 5, title: 'Naps', duplicate: false } };
    const outcome = await saveLink(
      { origin, token: 'nk_good' },
      { url: 'https://a.example/naps', title: 'Naps', note: 'try' },
    );
    expect(outcome).toEqual({ kind: 'saved', message: 'Saved to NestKeep', id: 5 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: '/api/content',
      auth: 'Bearer nk_good',
      cookie: undefined,
    });
    expect(seen[0]!.type).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0]!.body.toString())).toEqual({
      originalUrl: 'https://a.example/naps',
      title: 'Naps',
      personalNotes: 'try',
    });

    answer = { status: 200, body: { id: 5, duplicate: true } };
    expect((await saveLink({ origin, token: 'nk_good' }, { url: 'https://a.example/naps' })).message).toBe(
      'Already in your NestKeep',
    );
    answer = {
      status: 403,
      body: { error: 'Usage limit reached', message: 'Usage limit reached', requiresUpgrade: true },
    };
    expect((await saveLink({ origin, token: 'nk_good' }, { url: 'https://a.example/b' })).kind).toBe('limit');
  });

  it('without a token asks to connect, sending nothing; an unreachable NestKeep is said so', async () => {
    seen.length = 0;
    expect((await saveLink({ origin, token: null }, { url: 'https://a.example/x' })).kind).toBe(
      'not_connected',
    );
    expect(seen).toHaveLength(0);
    const outcome = await saveLink(
      { origin: 'http://127.0.0.1:1', token: 'nk_good' },
      { url: 'https://a.example/x' },
    );
    expect(outcome).toEqual({
      kind: 'error',
      message: 'Could not reach NestKeep at http://127.0.0.1:1. Check the address in the options.',
    });
  });
});

describe('saving an image', () => {
  it('fetches its bytes and uploads them as multipart image + title', async () => {
    seen.length = 0;
    answer = { status: 201, body: { id: 9, duplicate: false } };
    const outcome = await saveImage(
      { origin, token: 'nk_good' },
      { src: `${origin}/pictures/cot.png`, pageTitle: 'Cot guide', pageUrl: 'https://a.example/cots' },
    );
    expect(outcome).toMatchObject({ kind: 'saved', id: 9 });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/content/image', auth: 'Bearer nk_good' });
    expect(seen[0]!.type).toMatch(/^multipart\/form-data; boundary=/);
    const text = seen[0]!.body.toString('latin1');
    expect(text).toContain('name="image"; filename="cot.png"');
    expect(text).toContain('Content-Type: image/png');
    expect(seen[0]!.body.includes(PNG)).toBe(true);
    expect(text).toMatch(/name="title"\r\n\r\nImage from Cot guide\r\n/);
    expect(text).toMatch(/name="personalNotes"\r\n\r\nFrom https:\/\/a\.example\/cots\r\n/);
  });

  it('says so when the address gives no image, uploading nothing', async () => {
    seen.length = 0;
    const outcome = await saveImage({ origin, token: 'nk_good' }, { src: `${origin}/pictures/gone.jpg` });
    expect(outcome.kind).toBe('error');
    expect(outcome.message).toMatch(/Could not read the image \(status 404\)/);
    expect(seen).toHaveLength(0);
  });
});

describe('who is connected', () => {
  it('reads the email with the token; a refused token gives none', async () => {
    expect(await whoAmI({ origin, token: 'nk_good' })).toEqual({ status: 200, email: 'robin@example.com' });
    expect(await whoAmI({ origin, token: 'nk_revoked' })).toEqual({ status: 401, email: null });
  });
});
