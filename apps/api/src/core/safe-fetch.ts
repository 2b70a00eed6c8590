import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

/**
 * Which addresses an outbound fetch may connect to. The default refuses every address that is not
 * public: loopback, private networks, link-local (cloud metadata at 169.254.169.254), shared,
 * multicast, reserved and their IPv6 equivalents, IPv4-mapped IPv6 included. Tests pass their own
 * to reach a server they start on 127.0.0.1.
 */
export type AddressPolicy = (address: string, family: 4 | 6) => boolean;

// Two lists: Node matches an IPv4 address against IPv4-mapped IPv6 rules too.
const NON_PUBLIC_V4 = new BlockList();
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** The default policy: public unicast addresses only. */
export const publicAddressesOnly: AddressPolicy = (address, family) => {
  if (family === 4) return !NON_PUBLIC_V4.check(address, 'ipv4');
  // An IPv4-mapped address (::ffff:a.b.c.d, or its hex form) is the IPv4 address it carries.
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(.+)$/i.exec(address)?.[1];
  if (mapped !== undefined) {
    if (isIP(mapped) === 4) return !NON_PUBLIC_V4.check(mapped, 'ipv4');
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(mapped);
    if (!hex) return false;
    const value = (parseInt(hex[1]!, 16) << 16) | parseInt(hex[2]!, 16);
    return !NON_PUBLIC_V4.check([24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.'), 'ipv4');
  }
  return !NON_PUBLIC_V6.check(address, 'ipv6');
};

export class SafeFetchError extends Error {
  constructor(
    readonly reason: 'INVALID_URL' | 'ADDRESS_REFUSED' | 'TOO_MANY_REDIRECTS' | 'TIMEOUT' | 'FAILED',
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  policy?: AddressPolicy;
  maxRedirects?: number;
  /** Bytes of the body kept; the rest is not read. */
  maxBytes?: number;
  /** For the whole fetch, redirects included. */
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Name resolution; replaceable in tests. */
  lookup?: typeof dnsLookup;
}

export interface SafeFetchResult {
  /** Where the body came from, after redirects. */
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
}

/** An http(s) URL without credentials, or SafeFetchError. */
export function parseFetchableUrl(value: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw new SafeFetchError('INVALID_URL', 'Enter a full web address starting with http:// or https://');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('INVALID_URL', 'Only http and https addresses can be previewed');
  if (url.username || url.password) throw new SafeFetchError('INVALID_URL', 'Addresses with a user name or password cannot be previewed');
  return url;
}

const refused = () => new SafeFetchError('ADDRESS_REFUSED', 'This address points to a private or reserved network and cannot be fetched');

/**
 * Name resolution that checks what it resolved: the connection goes to an address the policy
 * allowed, the one just checked, so a name that resolves elsewhere a moment later (DNS rebinding)
 * changes nothing. Every address a name has must be allowed.
 */
function checkedLookup(policy: AddressPolicy, lookup: typeof dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as { address: string; family: number }[];
      if (list.length === 0 || !list.every((entry) => policy(entry.address, entry.family === 6 ? 6 : 4))) return callback(refused(), '', 0);
      if (options.all) return callback(null, list);
      const [first] = list;
      callback(null, first!.address, first!.family);
    });
  };
}

/** A literal IP in the URL is checked at once (Node connects to it without a lookup). */
function checkLiteralHost(url: URL, policy: AddressPolicy): void {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(host);
  if (family !== 0 && !policy(host, family === 6 ? 6 : 4)) throw refused();
}

function requestOnce(
  url: URL,
  options: Required<Pick<SafeFetchOptions, 'policy' | 'maxBytes' | 'lookup'>> & { headers: Record<string, string>; signal: AbortSignal },
) {
  checkLiteralHost(url, options.policy);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; location: string | undefined; contentType: string; body: Buffer; truncated: boolean }>((resolve, reject) => {
    const request = client.get(
      url,
      { headers: options.headers, lookup: checkedLookup(options.policy, options.lookup), signal: options.signal, agent: false },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        const contentType = String(response.headers['content-type'] ?? '');
        if (status >= 300 && status < 400) {
          response.destroy();
          resolve({ status, location, contentType, body: Buffer.alloc(0), truncated: false });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        response.on('data', (chunk: Buffer) => {
          const room = options.maxBytes - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            truncated = chunk.length > room || truncated;
            response.destroy();
            resolve({ status, location, contentType, body: Buffer.concat(chunks), truncated: true });
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => resolve({ status, location, contentType, body: Buffer.concat(chunks), truncated }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/**
 * GETs an http(s) URL from outside with the checks a server-side fetch needs: only http(s), only
 * addresses the policy allows (checked after name resolution and again for every redirect, and
 * connected to as checked), at most `maxRedirects` redirects, `maxBytes` of body and `timeoutMs`
 * for all of it.
 */
export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const policy = options.policy ?? publicAddressesOnly;
  const maxRedirects = options.maxRedirects ?? 3;
  const maxBytes = options.maxBytes ?? 512 * 1024;
  const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
  const headers = { 'user-agent': 'SocialsLinkPreview/1.0', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', ...options.headers };
  let url = parseFetchableUrl(target);
  for (let redirects = 0; ; redirects += 1) {
    let answer: Awaited<ReturnType<typeof requestOnce>>;
    try {
      answer = await requestOnce(url, { policy, maxBytes, lookup: options.lookup ?? dnsLookup, headers, signal });
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      if (signal.aborted) throw new SafeFetchError('TIMEOUT', 'The page took too long to answer');
      throw new SafeFetchError('FAILED', 'The page could not be reached');
    }
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      if (redirects >= maxRedirects) throw new SafeFetchError('TOO_MANY_REDIRECTS', `The page redirected more than ${maxRedirects} times`);
      url = parseFetchableUrl(answer.location, url.href);
      continue;
    }
    return { url: url.href, status: answer.status, contentType: answer.contentType, body: answer.body, truncated: answer.truncated };
  }
}
