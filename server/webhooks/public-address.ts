import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookTexts } from '#contracts/webhooks.ts';

/** Every non-public range (SSRF, decision 0066): a host with any address in one is refused, however it is written. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the clouds' metadata service at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which carries an IPv4 address
  ['fc00::', 7], // unique local, with AWS's metadata at fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv6 address as its eight 16-bit groups, whichever way it is written (`::`, a dotted tail). */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parts = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = parts(head);
  const back = tail === undefined ? [] : parts(tail);
  const groups =
    tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : null;
}

/** The IPv4 address inside a mapped, translated or NAT64 IPv6 address, however written; null for any other. */
function embeddedIpv4(address: string) {
  const groups = ipv6Groups(address);
  if (!groups) return null;
  const [g0, g1, g2, g3, g4, g5, high = 0, low = 0] = groups;
  const mapped =
    g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && ((g4 === 0 && g5 === 0xffff) || (g4 === 0xffff && g5 === 0));
  const nat64 = g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0;
  return mapped || nat64 ? [high >> 8, high & 255, low >> 8, low & 255].join('.') : null;
}

/** Whether an IP address is loopback (which the test setting WEBHOOKS_ALLOW_LOOPBACK lets through). */
export function isLoopback(address: string) {
  const v4 = isIP(address) === 6 ? embeddedIpv4(address) : address;
  return v4 ? loopback.check(v4, 'ipv4') : loopback.check(address, 'ipv6');
}

export function isPublicAddress(address: string) {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(address, 'ipv4');
  const v4 = embeddedIpv4(address);
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

export class AddressRefused extends Error {
  override name = 'AddressRefused';
}

export type Resolved = { address: string; family: 4 | 6 };

/** Every address of a host name, as getaddrinfo answers them; tests give a resolver of their own (DNS rebinding). */
export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemLookup: LookupAll = (hostname) => lookup(hostname, { all: true, verbatim: true });

export type AddressPolicy = { allowLoopback: boolean; lookup?: LookupAll };

// getaddrinfo has no timeout and holds a libuv thread that hashing shares: bound its time and count (decision 0066).
const lookupTimeoutMs = 5000;
const maxLookups = 2;
let lookupsRunning = 0;

function lookupWithin(host: string, resolve: LookupAll) {
  if (lookupsRunning >= maxLookups) return Promise.reject(new Error('too many lookups at once'));
  lookupsRunning += 1;
  const running = resolve(host).finally(() => {
    lookupsRunning -= 1;
  });
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    running,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('lookup timed out')), lookupTimeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The address to connect to; every address of the name must be public (or loopback with `allowLoopback`). */
export async function resolvePublic(
  hostname: string,
  { allowLoopback, lookup: resolve = systemLookup }: AddressPolicy,
): Promise<Resolved> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookupWithin(host, resolve);
    } catch (error) {
      const busy = error instanceof Error && error.message === 'too many lookups at once';
      throw new AddressRefused(busy ? webhookTexts.busy : webhookTexts.unresolved);
    }
  }
  if (addresses.length === 0) throw new AddressRefused(webhookTexts.unresolved);
  for (const { address } of addresses) {
    if (!isPublicAddress(address) && !(allowLoopback && isLoopback(address))) {
      throw new AddressRefused(webhookTexts.notPublic);
    }
  }
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A public address over https on its standard port (or loopback, for tests); answers the address to connect to. */
export async function checkTarget(url: URL, policy: AddressPolicy): Promise<Resolved> {
  const resolved = await resolvePublic(url.hostname, policy);
  if (policy.allowLoopback && isLoopback(resolved.address)) return resolved;
  if (url.protocol !== 'https:') throw new AddressRefused(webhookTexts.https);
  // Any other port would make the delivery log a port scanner of other people's machines.
  if (url.port !== '') throw new AddressRefused(webhookTexts.port);
  return resolved;
}
