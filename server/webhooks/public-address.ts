import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { webhookTexts } from '#contracts/webhooks.ts';

/**
 * Where a webhook may not go (SSRF): every range that is not the public internet. A host is
 * resolved, and refused when any of its addresses falls in one, so a name that points inside
 * (or a literal such as 127.1, 0x7f000001 or [::ffff:10.0.0.1]) cannot reach the server's network.
 */
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

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string) {
  const match = /^(?:::ffff:(?:0:)?|64:ff9b::)([\d.]+|[\da-f]{1,4}:[\da-f]{1,4})$/i.exec(address);
  if (!match) return null;
  const tail = match[1]!;
  if (isIP(tail) === 4) return tail;
  const [high = 0, low = 0] = tail.split(':').map((part) => Number.parseInt(part, 16));
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is loopback (which the test setting WEBHOOKS_ALLOW_LOOPBACK lets through). */
export function isLoopback(address: string) {
  const v4 = isIP(address) === 6 ? embeddedIpv4(address) : address;
  return v4 ? loopback.check(v4, 'ipv4') : loopback.check(address, 'ipv6');
}

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string) {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 4) return !blocked.check(address, 'ipv4');
  const v4 = embeddedIpv4(address.toLowerCase());
  if (v4) return !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

export class AddressRefused extends Error {
  override name = 'AddressRefused';
}

export type Resolved = { address: string; family: 4 | 6 };

/** getaddrinfo has no timeout of its own: a name that takes longer counts as unresolved. */
const lookupTimeoutMs = 5000;

function lookupWithin(host: string) {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    lookup(host, { all: true, verbatim: true }),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('lookup timed out')), lookupTimeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * Resolves a URL's host and answers the address to connect to, or throws AddressRefused with
 * the reason an admin reads. Every address of the name must be public (or, with `allowLoopback`,
 * loopback): a name with one inside address is refused, whichever address a client would pick.
 */
export async function resolvePublic(
  hostname: string,
  { allowLoopback }: { allowLoopback: boolean },
): Promise<Resolved> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookupWithin(host);
    } catch {
      throw new AddressRefused(webhookTexts.unresolved);
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
