import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError, safeFetch, type SafeFetchOptions } from '../../src/fetch/safe-fetch.js';
import { fakeResolver, redirect, sendHtml, startServer, type LocalServer } from './local-server.js';

/**
 * Crafted URLs that must never reach an internal address. `target` stands for the internal service
 * an attacker wants: it listens on 127.0.0.1 and counts connections, and every URL below that could
 * reach it names its port, so "refused" is proven by the count staying at zero, not just by the error.
 */

let target: LocalServer;
/** A "public" page (allowlisted, as a test server must be) that redirects wherever `?to=` says. */
let bouncer: LocalServer;

beforeAll(async () => {
  target = await startServer((_req, res) => sendHtml(res, '<title>internal secret</title>'));
  bouncer = await startServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    redirect(res, to.replaceAll('TARGET', String(target.port)));
  });
});
afterAll(async () => {
  await target.close();
  await bouncer.close();
});

const names = fakeResolver(
  {
    'rebind.nestkeep.test': ['93.184.216.34', '127.0.0.1'],
    'metadata.nestkeep.test': ['169.254.169.254'],
    'mapped.nestkeep.test': ['::ffff:127.0.0.1'],
    'intranet.nestkeep.test': ['10.0.0.5'],
    'public.nestkeep.test': ['127.0.0.1'],
  },
  ['localhost'],
);

async function refusalOf(url: string, opts: SafeFetchOptions): Promise<string> {
  // A short time limit: a guard that let one of these through would fail here as a timeout.
  const error = await safeFetch(url, { resolve: names, timeoutMs: 2000, ...opts }).catch((e: unknown) => e);
  return error instanceof FetchRefusedError ? error.reason : `not refused: ${String(error)}`;
}

describe('safeFetch refuses crafted URLs and reaches none of them', () => {
  // Ports are allowed here so that the address check, not the port rule, is what refuses.
  const on = (url: string) => url.replaceAll('TARGET', String(target.port));
  const cases: Array<[string, string]> = [
    ['http://127.0.0.1:TARGET/', 'private-address'],
    ['http://2130706433:TARGET/', 'private-address'], // decimal
    ['http://0x7f000001:TARGET/', 'private-address'], // hex
    ['http://0x7f.0.0.1:TARGET/', 'private-address'], // hex dotted
    ['http://0177.0.0.1:TARGET/', 'private-address'], // octal
    ['http://127.1:TARGET/', 'private-address'], // short form
    ['http://127.0.0.1.:TARGET/', 'private-address'], // trailing dot
    ['http://0.0.0.0:TARGET/', 'private-address'], // reaches this host on Linux
    ['http://[::1]:TARGET/', 'private-address'],
    ['http://[::ffff:127.0.0.1]:TARGET/', 'private-address'],
    ['http://[::ffff:7f00:1]:TARGET/', 'private-address'],
    ['http://[0:0:0:0:0:ffff:127.0.0.1]:TARGET/', 'private-address'],
    ['http://[::127.0.0.1]:TARGET/', 'private-address'],
    ['http://[64:ff9b::7f00:1]:TARGET/', 'private-address'],
    ['http://[2002:7f00:1::]:TARGET/', 'private-address'],
    ['http://localhost:TARGET/', 'private-address'], // system DNS: 127.0.0.1 / ::1
    ['http://rebind.nestkeep.test:TARGET/', 'private-address'], // one public, one loopback answer
    ['http://mapped.nestkeep.test:TARGET/', 'private-address'],
    ['http://metadata.nestkeep.test/latest/meta-data/', 'private-address'],
    ['http://169.254.169.254/latest/meta-data/', 'private-address'],
    ['http://intranet.nestkeep.test/', 'private-address'],
    ['http://192.168.0.1/', 'private-address'],
    ['http://172.16.5.4/', 'private-address'],
    ['http://100.64.0.1/', 'private-address'],
    ['http://[fd00::1]/', 'private-address'],
    ['http://[fe80::1]/', 'private-address'],
    ['http://224.0.0.1/', 'private-address'],
    ['http://255.255.255.255/', 'private-address'],
    ['http://198.18.0.1/', 'private-address'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://127.0.0.1:TARGET/_GET%20/%20HTTP/1.0', 'scheme'],
    ['ftp://127.0.0.1:TARGET/', 'scheme'],
    ['data:text/html,<title>hi</title>', 'scheme'],
  ];

  it.each(cases)('refuses %s (%s)', async (url, reason) => {
    expect(await refusalOf(on(url), { allowPorts: [target.port] })).toBe(reason);
    expect(target.connections).toBe(0);
  });

  it('refuses a port other than 80 and 443 even where the address is allowlisted', async () => {
    expect(await refusalOf(on('http://public.nestkeep.test:TARGET/'), { allow: ['127.0.0.0/8'] })).toBe(
      'port',
    );
    expect(target.connections).toBe(0);
  });

  it('refuses a URL with credentials even where its endpoint is allowlisted', async () => {
    const allow = [`127.0.0.1:${target.port}`];
    expect(await refusalOf(on('http://admin:secret@127.0.0.1:TARGET/'), { allow })).toBe('credentials');
    expect(await refusalOf(on('http://admin@127.0.0.1:TARGET/'), { allow })).toBe('credentials');
    expect(target.connections).toBe(0);
  });

  it('asks DNS nothing for a URL refused by scheme or port', async () => {
    names.asked.length = 0;
    await refusalOf('http://rebind.nestkeep.test:8080/', {});
    await refusalOf('gopher://rebind.nestkeep.test/', {});
    expect(names.asked).toEqual([]);
  });
});

describe('safeFetch re-checks every redirect', () => {
  const allowBouncer = () => ({ allow: [`127.0.0.1:${bouncer.port}`], allowPorts: [target.port] });
  const via = (to: string) => `${bouncer.origin}/?to=${encodeURIComponent(to)}`;

  it.each([
    ['http://127.0.0.1:TARGET/admin', 'private-address'],
    ['http://[::ffff:127.0.0.1]:TARGET/', 'private-address'],
    ['http://2130706433:TARGET/', 'private-address'],
    ['http://localhost:TARGET/', 'private-address'],
    ['http://169.254.169.254/latest/meta-data/', 'private-address'],
    ['http://metadata.nestkeep.test/', 'private-address'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://127.0.0.1:TARGET/', 'scheme'],
    ['http://user:pw@public.nestkeep.test/', 'credentials'],
  ])('refuses a public page redirecting to %s (%s)', async (to, reason) => {
    const before = bouncer.requests.length;
    const error = await safeFetch(via(to), { resolve: names, timeoutMs: 2000, ...allowBouncer() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect((error as FetchRefusedError).reason).toBe(reason);
    expect((error as FetchRefusedError).url).not.toContain(`127.0.0.1:${bouncer.port}`); // the hop, not the page
    expect(bouncer.requests.length).toBe(before + 1); // the public page itself was fetched
    expect(target.connections).toBe(0);
  });
});

describe('the counting target', () => {
  it('does count a fetch that is allowed, so the zero counts above mean something', async () => {
    const before = target.connections;
    const page = await safeFetch(`${target.origin}/`, { allow: [`127.0.0.1:${target.port}`] });
    expect(page.body).toContain('internal secret');
    expect(target.connections).toBe(before + 1);
  });
});
