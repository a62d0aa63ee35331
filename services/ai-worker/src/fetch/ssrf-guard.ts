import net from 'node:net';
import { FetchRefusedError } from './errors.js';

/**
 * Decides whether a URL, and each address its host resolves to, may be fetched by the worker.
 * Users choose the links we fetch, so without this a saved link could make the worker read the
 * cloud metadata service, Redis, or any other internal address on their behalf (SSRF).
 *
 * IP addresses are handled as bigints (32 or 128 bits) so that a range test is one shift and a
 * compare, whatever spelling the address came in.
 */

type Family = 4 | 6;

interface Cidr {
  family: Family;
  base: bigint;
  bits: number;
}

interface Ip {
  family: Family;
  value: bigint;
}

/** Parses an IP literal (no brackets; an IPv6 zone such as `%eth0` is ignored). */
function parseIp(text: string): Ip | null {
  const ip = text.replace(/%.*$/, '');
  if (net.isIPv4(ip)) {
    const value = ip.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
    return { family: 4, value };
  }
  if (net.isIPv6(ip)) {
    const value = ipv6Groups(ip).reduce((acc, group) => (acc << 16n) | BigInt(group), 0n);
    return { family: 6, value };
  }
  return null;
}

/** The eight 16-bit groups of a valid IPv6 address, expanding `::` and a trailing dotted quad. */
function ipv6Groups(ip: string): number[] {
  let text = ip;
  const quad: number[] = [];
  if (text.includes('.')) {
    const cut = text.lastIndexOf(':');
    const [a, b, c, d] = text
      .slice(cut + 1)
      .split('.')
      .map(Number);
    quad.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, cut + 1);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  if (!text.includes('::')) return [...groups(text), ...quad];
  const [head, tail] = text.split('::');
  const before = groups(head);
  const after = [...groups(tail), ...quad];
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

function parseCidr(text: string): Cidr | null {
  const [address, bitsText, extra] = text.split('/');
  const ip = parseIp(address);
  const width = ip?.family === 4 ? 32 : 128;
  const bits = bitsText === undefined ? width : Number(bitsText);
  if (!ip || extra !== undefined || !Number.isInteger(bits) || bits < 0 || bits > width) return null;
  return { family: ip.family, base: ip.value, bits };
}

function inCidr(ip: Ip, cidr: Cidr): boolean {
  if (ip.family !== cidr.family) return false;
  const shift = BigInt((cidr.family === 4 ? 32 : 128) - cidr.bits);
  return ip.value >> shift === cidr.base >> shift;
}

function ranges(table: Array<[string, string]>): Array<{ cidr: Cidr; label: string }> {
  return table.map(([text, label]) => ({ cidr: parseCidr(text)!, label: `${label} (${text})` }));
}

/** IPv4 ranges never fetched: nothing here is a public web server. */
const V4_FORBIDDEN = ranges([
  ['0.0.0.0/8', 'unspecified'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'carrier-grade NAT'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'IETF protocol assignments'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', '6to4 relay anycast'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['240.0.0.0/4', 'reserved'], // includes the broadcast address 255.255.255.255
]);

/**
 * IPv6 forms that carry an IPv4 address and reach it when connected to: judged by the IPv4 address
 * inside (`offset` is where its 32 bits start), so ::ffff:7f00:1 is as loopback as 127.0.0.1.
 */
const V6_EMBEDDING = [
  { cidr: parseCidr('::ffff:0:0/96')!, label: 'IPv4-mapped', offset: 96 },
  { cidr: parseCidr('64:ff9b::/96')!, label: 'NAT64', offset: 96 },
  { cidr: parseCidr('2002::/16')!, label: '6to4', offset: 16 },
];

/** IPv6 ranges refused outright; listed before the global-unicast rule only to name them. */
const V6_FORBIDDEN = ranges([
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::/96', 'IPv4-compatible'],
  ['::ffff:0:0:0/96', 'IPv4-translated'],
  ['64:ff9b:1::/48', 'local-use NAT64'],
  ['100::/64', 'discard-only'],
  ['2001::/32', 'Teredo'],
  ['2001:2::/48', 'benchmarking'],
  ['2001:10::/28', 'ORCHID'],
  ['2001:20::/28', 'ORCHIDv2'],
  ['2001:db8::/32', 'documentation'],
  ['3fff::/20', 'documentation'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
]);

/** Only global unicast IPv6 is fetched; the rest of the space is unassigned or special. */
const V6_GLOBAL_UNICAST = parseCidr('2000::/3')!;

/**
 * Why an address must not be fetched (e.g. `loopback (127.0.0.0/8)`), or null when it is public.
 * Anything that is not an IP literal is refused too: callers pass resolved addresses only.
 */
export function forbiddenRange(address: string): string | null {
  const ip = parseIp(address);
  if (!ip) return 'not an IP address';
  if (ip.family === 4) return V4_FORBIDDEN.find((r) => inCidr(ip, r.cidr))?.label ?? null;
  for (const form of V6_EMBEDDING) {
    if (!inCidr(ip, form.cidr)) continue;
    const value = (ip.value >> BigInt(128 - form.offset - 32)) & 0xffffffffn;
    const inner = [24n, 16n, 8n, 0n].map((s) => (value >> s) & 0xffn).join('.');
    const why = forbiddenRange(inner);
    return why && `${form.label} ${inner} is ${why}`;
  }
  const named = V6_FORBIDDEN.find((r) => inCidr(ip, r.cidr));
  if (named) return named.label;
  return inCidr(ip, V6_GLOBAL_UNICAST) ? null : 'not global unicast (outside 2000::/3)';
}

/**
 * What may be fetched although the rules above refuse it: the `FETCH_ALLOW_PRIVATE` setting.
 * `cidrs` let private addresses through (on the allowed ports); `endpoints` (host:port, the host a
 * name or an IP) let exactly that host and port through, which is what a local test server needs.
 */
export interface AllowList {
  cidrs: Cidr[];
  endpoints: Array<{ host: string; port: number }>;
}

export const EMPTY_ALLOW_LIST: AllowList = { cidrs: [], endpoints: [] };

/**
 * Parses allowlist entries: `127.0.0.1:5199`, `[::1]:8080`, `fixtures.test:80`, `10.1.0.0/16`,
 * `::1/128` or a bare IP. A string is split on commas and spaces (the env form). A bad entry
 * throws, so a mistyped setting stops the worker at start instead of being ignored.
 */
export function parseAllowList(entries: readonly string[] | string | undefined): AllowList {
  const list = typeof entries === 'string' ? entries.split(/[\s,]+/) : (entries ?? []);
  const allow: AllowList = { cidrs: [], endpoints: [] };
  for (const raw of list) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const cidr = parseCidr(entry);
    if (cidr) {
      allow.cidrs.push(cidr);
      continue;
    }
    const endpoint = /^(?:\[([0-9a-f:.]+)\]|([^:/[\]\s]+)):(\d{1,5})$/.exec(entry);
    const port = Number(endpoint?.[3]);
    if (!endpoint || port < 1 || port > 65535) throw new Error(`Bad fetch allowlist entry: "${raw}"`);
    allow.endpoints.push({ host: endpoint[1] ?? endpoint[2], port });
  }
  return allow;
}

/** What a fetch is allowed to reach: the allowlist and ports allowed besides 80 and 443. */
export interface GuardPolicy {
  allow: AllowList;
  allowPorts: readonly number[];
}

/** The host of a URL as a resolver or socket wants it: IPv6 without brackets. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/** The port a URL connects to, with the scheme's default filled in. */
export function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

function sameIp(a: string, b: string): boolean {
  const x = parseIp(a);
  const y = parseIp(b);
  return !!x && !!y && x.family === y.family && x.value === y.value;
}

function isStandardPort(port: number, policy: GuardPolicy): boolean {
  return port === 80 || port === 443 || policy.allowPorts.includes(port);
}

/**
 * The checks that need no DNS: parse with WHATWG URL (which also turns `2130706433`, `0x7f.1` and
 * `0177.0.0.1` into dotted IPv4), http(s) only, no credentials, an allowed port. Throws
 * FetchRefusedError; returns the parsed URL.
 */
export function checkUrl(input: string | URL, policy: GuardPolicy): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new FetchRefusedError('invalid-url', 'Not a valid URL', String(input));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError(
      'scheme',
      `Only http and https links are fetched, not ${url.protocol}`,
      url.href,
    );
  }
  if (url.username || url.password) {
    throw new FetchRefusedError(
      'credentials',
      'Links with a user name or password are not fetched',
      url.href,
    );
  }
  const host = hostOf(url);
  const port = portOf(url);
  // An entry naming an IP can only be matched once the host is resolved: checkAddress decides then.
  const mayBeListed = policy.allow.endpoints.some(
    (e) => e.port === port && (e.host === host || net.isIP(e.host) !== 0),
  );
  if (!isStandardPort(port, policy) && !mayBeListed) {
    throw new FetchRefusedError('port', `Port ${port} is not fetched`, url.href);
  }
  return url;
}

/** Checks one address the URL's host resolved to (or the IP literal itself). Throws FetchRefusedError. */
export function checkAddress(url: URL, address: string, policy: GuardPolicy): void {
  const host = hostOf(url);
  const port = portOf(url);
  const endpointListed = policy.allow.endpoints.some(
    (e) => e.port === port && (e.host === host || sameIp(e.host, address)),
  );
  if (endpointListed) return;
  if (!isStandardPort(port, policy)) {
    throw new FetchRefusedError('port', `Port ${port} is not fetched`, url.href);
  }
  const why = forbiddenRange(address);
  const ip = parseIp(address);
  if (why && !(ip && policy.allow.cidrs.some((c) => inCidr(ip, c)))) {
    throw new FetchRefusedError('private-address', `${host} leads to ${address}: ${why}`, url.href);
  }
}
