import { describe, expect, it } from 'vitest';
import { FetchRefusedError } from '../../src/fetch/errors.js';
import {
  checkAddress,
  checkUrl,
  EMPTY_ALLOW_LIST,
  forbiddenRange,
  parseAllowList,
  type GuardPolicy,
} from '../../src/fetch/ssrf-guard.js';

const strict: GuardPolicy = { allow: EMPTY_ALLOW_LIST, allowPorts: [] };

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof FetchRefusedError) return error.reason;
    throw error;
  }
  return 'allowed';
}

describe('forbiddenRange', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.1', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::ffff:127.0.0.1', 'IPv4-mapped 127.0.0.1 is loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped 127.0.0.1 is loopback'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped 169.254.169.254 is link-local'],
    ['::ffff:0:7f00:1', 'IPv4-translated'],
    ['64:ff9b::10.0.0.1', 'NAT64 10.0.0.1 is private'],
    ['64:ff9b::c0a8:101', 'NAT64 192.168.1.1 is private'],
    ['2002:7f00:1::1', '6to4 127.0.0.1 is loopback'],
    ['2002:a9fe:a9fe::', '6to4 169.254.169.254 is link-local'],
    ['2001:db8::1', 'documentation'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['100::1', 'discard-only'],
    ['4000::1', 'not global unicast'],
  ])('refuses %s as %s', (address, label) => {
    expect(forbiddenRange(address)).toContain(label);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public address %s through', (address) => {
    expect(forbiddenRange(address)).toBeNull();
  });

  it('refuses what is not an IP address at all', () => {
    expect(forbiddenRange('localhost')).toBe('not an IP address');
  });
});

describe('checkUrl', () => {
  it.each([
    ['http://2130706433/', '127.0.0.1'],
    ['http://0x7f000001/', '127.0.0.1'],
    ['http://0x7f.0.0.1/', '127.0.0.1'],
    ['http://0177.0.0.1/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://127.0.0.1./', '127.0.0.1'],
    ['http://[::ffff:127.0.0.1]/', '[::ffff:7f00:1]'],
  ])('reads %s as the address %s (WHATWG URL normalises it)', (url, host) => {
    expect(checkUrl(url, strict).hostname).toBe(host);
  });

  it.each([
    ['file:///etc/passwd', 'scheme'],
    ['gopher://example.com/_GET', 'scheme'],
    ['ftp://example.com/', 'scheme'],
    ['data:text/html,<h1>hi</h1>', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://user:secret@example.com/', 'credentials'],
    ['http://user@example.com/', 'credentials'],
    ['http://example.com:8080/', 'port'],
    ['https://example.com:22/', 'port'],
    ['not a url', 'invalid-url'],
  ])('refuses %s (%s) before any lookup', (url, reason) => {
    expect(refusal(() => checkUrl(url, strict))).toBe(reason);
  });

  it('accepts http and https on their usual ports and ports explicitly allowed', () => {
    expect(refusal(() => checkUrl('http://example.com/', strict))).toBe('allowed');
    expect(refusal(() => checkUrl('https://example.com:443/a', strict))).toBe('allowed');
    expect(refusal(() => checkUrl('http://example.com:8080/', { ...strict, allowPorts: [8080] }))).toBe(
      'allowed',
    );
  });
});

describe('checkAddress with an allowlist', () => {
  const policy: GuardPolicy = {
    allow: parseAllowList('127.0.0.1:5199, fixtures.test:8443, 10.9.0.0/16'),
    allowPorts: [],
  };
  const check = (url: string, address: string) => refusal(() => checkAddress(new URL(url), address, policy));

  it('lets an allowlisted host:port through on that port only', () => {
    expect(check('http://127.0.0.1:5199/', '127.0.0.1')).toBe('allowed');
    expect(check('http://127.0.0.1:5200/', '127.0.0.1')).toBe('port');
    expect(check('http://127.0.0.1/', '127.0.0.1')).toBe('private-address');
  });

  it('lets an allowlisted name through whatever it resolves to, on its port', () => {
    expect(check('https://fixtures.test:8443/', '127.0.0.1')).toBe('allowed');
    expect(check('https://other.test:8443/', '127.0.0.1')).toBe('port');
  });

  it('lets addresses in an allowlisted CIDR through on the usual ports', () => {
    expect(check('http://intranet.test/', '10.9.3.4')).toBe('allowed');
    expect(check('http://intranet.test/', '10.8.3.4')).toBe('private-address');
    expect(check('http://intranet.test:9000/', '10.9.3.4')).toBe('port');
  });

  it('refuses loopback when the allowlist is empty', () => {
    expect(refusal(() => checkAddress(new URL('http://localhost/'), '127.0.0.1', strict))).toBe(
      'private-address',
    );
    expect(refusal(() => checkAddress(new URL('http://localhost/'), '::1', strict))).toBe('private-address');
  });
});

describe('parseAllowList', () => {
  it('reads the env form: host:port, [v6]:port, CIDR and bare IPs, split on commas and spaces', () => {
    const allow = parseAllowList(' 127.0.0.1:5199,[::1]:8080  fixtures.test:80,10.0.0.0/8 192.168.1.7 ');
    expect(allow.endpoints).toEqual([
      { host: '127.0.0.1', port: 5199 },
      { host: '::1', port: 8080 },
      { host: 'fixtures.test', port: 80 },
    ]);
    expect(allow.cidrs).toHaveLength(2);
  });

  it('is empty for an unset or empty setting', () => {
    expect(parseAllowList(undefined)).toEqual({ cidrs: [], endpoints: [] });
    expect(parseAllowList('')).toEqual({ cidrs: [], endpoints: [] });
  });

  it.each(['localhost', '10.0.0.0/33', 'host:99999', 'http://127.0.0.1:80'])(
    'stops on the bad entry %s instead of ignoring it',
    (entry) => {
      expect(() => parseAllowList([entry])).toThrow(/Bad fetch allowlist entry/);
    },
  );
});
