import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook must not reach unless WEBHOOK_ALLOW_PRIVATE_URLS is on: private,
 * loopback, link-local, shared (CGNAT), unspecified, multicast and reserved ranges, as
 * IANA's special-purpose registries list them (RFC 6890, RFC 4193, RFC 4291). A receiver on
 * one of them is this server's own network, not the user's.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), NAT64 or 6to4 IPv6 address. */
function embeddedIPv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const mapped = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1] !== undefined) return mapped[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const parts = hex ?? sixToFour;
  if (parts?.[1] === undefined || parts[2] === undefined) return undefined;
  const high = parseInt(parts[1], 16);
  const low = parseInt(parts[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True for an address a webhook may not reach (see `blocked`). */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return blocked.check(address, 'ipv4');
  if (version === 6) {
    const inner = embeddedIPv4(address);
    if (inner !== undefined) return blocked.check(inner, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true; // not an address at all: never connect to it
}

/** The host of a URL as Node connects to it: IPv6 literals without their brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type Resolve = (host: string) => Promise<string[]>;

/** Every address the host resolves to (an address resolves to itself). */
export const resolveAll: Resolve = (host) =>
  isIP(host) !== 0
    ? Promise.resolve([host])
    : new Promise((resolve, reject) => {
        dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => {
          if (error) reject(error);
          else resolve(addresses.map((entry) => entry.address));
        });
      });

export type UrlCheck = 'ok' | 'private' | 'unresolvable';

/** Whether a webhook may go to `url`: refused if any address it resolves to is private. */
export async function checkUrl(url: URL, resolve: Resolve = resolveAll): Promise<UrlCheck> {
  let addresses: string[];
  try {
    addresses = await resolve(hostOf(url));
  } catch {
    return 'unresolvable';
  }
  if (addresses.length === 0) return 'unresolvable';
  return addresses.some(isPrivateAddress) ? 'private' : 'ok';
}

/**
 * A `lookup` for http.request that refuses private addresses: the check is made on the very
 * address the socket connects to, after DNS resolution, so a name that resolved to a public
 * address at registration and to a private one now (DNS rebinding) is refused too.
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 4);
      return;
    }
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused !== undefined || addresses.length === 0) {
      const blockedError = Object.assign(new Error(`${hostname} resolves to a private address`), {
        code: 'EPRIVATEADDRESS',
      });
      callback(blockedError, '', 4);
      return;
    }
    if (options.all === true) callback(null, addresses);
    else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
  });
};
