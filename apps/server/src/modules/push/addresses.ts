/**
 * Where a push may go (README "Notifications", Web Push): a push endpoint is a URL our server POSTs to,
 * so it must be an `https:` URL on the public internet, never one of ours or our network's (server-side
 * request forgery). Checked twice:
 * - when a browser subscribes (`endpointProblem`): the URL's host as written — a loopback, private,
 *   CGNAT, link-local, unique-local, multicast, reserved or unspecified IP address (IPv4, IPv6, and the
 *   IPv4-mapped, IPv4-compatible, IPv4-translated, NAT64 and 6to4 IPv6 forms of IPv4 ones), or
 *   `localhost` / `*.localhost`;
 * - when a push is sent (`guardedLookup`, the `lookup` of the sender's https.Agent): every address a DNS
 *   name resolves to, so a name that points at such an address later (DNS rebinding) is never reached.
 * Hosts listed in PUSH_ALLOW_HOSTS ("host:port", lower case; port 443 when the URL names none) are
 * allowed anyway (tests, private push gateways) and are sent to without the DNS guard.
 */
import dns from 'node:dns';
import net from 'node:net';

/** The sentence of a push endpoint that is not a URL. */
export const ENDPOINT_NOT_URL = 'endpoint must be a URL: the push subscription’s endpoint.';
/** The sentence of a push endpoint that is not https:. */
export const ENDPOINT_NOT_HTTPS = 'endpoint must be an https: URL.';
/** The sentence of a push endpoint with credentials in it. */
export const ENDPOINT_CREDENTIALS = 'endpoint must not carry a user name or password.';
/** The sentence of a push endpoint on a non-public host. */
export const ENDPOINT_NOT_PUBLIC =
  'endpoint must not point to a loopback, private, link-local or unique-local address: push notifications go to a push service on the internet.';

/** IPv4 ranges that are not the public internet: [first address as a 32-bit number, prefix length]. */
const IPV4_REFUSED: [number, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 broadcast
].map(([ip, bits]) => [ipv4Number(ip as string)!, bits as number]);

/** `a.b.c.d` as an unsigned 32-bit number, or null when it is not a dotted-quad IPv4 address. */
function ipv4Number(ip: string): number | null {
  if (!net.isIPv4(ip)) return null;
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function ipv4Refused(n: number): boolean {
  return IPV4_REFUSED.some(
    ([first, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(first / 2 ** (32 - bits)),
  );
}

/** An IPv6 address as its eight 16-bit groups (zone id dropped), or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  const bare = ip.split('%')[0]!;
  if (!net.isIPv6(bare)) return null;
  let text = bare.toLowerCase();
  // A dotted IPv4 tail (::ffff:127.0.0.1) as two hex groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const n = ipv4Number(tail[1]!);
    if (n === null) return null;
    text = `${text.slice(0, tail.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const zeros = 8 - left.length - right.length;
  const groups = [...left, ...new Array<number>(Math.max(0, zeros)).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff)
    ? groups
    : null;
}

function ipv6Refused(g: number[]): boolean {
  const v4 = (hi: number, lo: number) => hi * 65536 + lo;
  const zeroUpTo = (k: number) => g.slice(0, k).every((x) => x === 0);
  // ::/96: unspecified (::), loopback (::1) and the deprecated IPv4-compatible addresses.
  if (zeroUpTo(6)) return true;
  // ::ffff:0:0/96, IPv4-mapped: the IPv4 address decides.
  if (zeroUpTo(5) && g[5] === 0xffff) return ipv4Refused(v4(g[6]!, g[7]!));
  // 64:ff9b::/96, NAT64: a gateway would connect to the IPv4 address.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return ipv4Refused(v4(g[6]!, g[7]!));
  // 2002::/16, 6to4: the relay's IPv4 address.
  if (g[0] === 0x2002) return ipv4Refused(v4(g[1]!, g[2]!));
  const first = g[0]!;
  return (
    first < 0x0100 || // ::/8 reserved: IPv4-translated ::ffff:0:0:0/96, local-use NAT64 64:ff9b:1::/48
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique-local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link-local
    (first & 0xffc0) === 0xfec0 || // fec0::/10 site-local (deprecated)
    (first & 0xff00) === 0xff00 // ff00::/8 multicast
  );
}

/**
 * True when `ip` (an IPv4 or IPv6 address, IPv6 with or without brackets) is on the public internet;
 * false for every range listed above and for anything that is not an IP address.
 */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const v4 = ipv4Number(bare);
  if (v4 !== null) return !ipv4Refused(v4);
  const v6 = ipv6Groups(bare);
  return v6 !== null && !ipv6Refused(v6);
}

/** `host:port` of a URL as PUSH_ALLOW_HOSTS lists it: lower case, no brackets, 443 when unnamed. */
export function hostPort(url: URL): string {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return `${host}:${url.port || '443'}`;
}

/** True when `url`'s host:port is listed in `allowHosts` (PUSH_ALLOW_HOSTS). */
export function isAllowedHost(url: URL, allowHosts: readonly string[]): boolean {
  return allowHosts.includes(hostPort(url));
}

/**
 * Why `endpoint` may not be a push endpoint, as the sentence a 400 answers, or null when it may:
 * not a URL, not https:, credentials in it, or a host that is an IP address off the public internet
 * or `localhost` / `*.localhost` — unless its host:port is in `allowHosts`. DNS names are not resolved
 * here (the sender's lookup refuses what they resolve to).
 */
export function endpointProblem(endpoint: string, allowHosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return ENDPOINT_NOT_URL;
  }
  if (url.protocol !== 'https:') return ENDPOINT_NOT_HTTPS;
  if (url.username || url.password) return ENDPOINT_CREDENTIALS;
  if (isAllowedHost(url, allowHosts)) return null;
  // The WHATWG parser has already turned 0x7f.1, 2130706433 and 127.1 into 127.0.0.1.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || net.isIPv4(host)) return isPublicAddress(host) ? null : ENDPOINT_NOT_PUBLIC;
  if (host === 'localhost' || host.endsWith('.localhost')) return ENDPOINT_NOT_PUBLIC;
  return null;
}

/** A DNS name of a push endpoint resolved only to addresses off the public internet. */
export class RefusedAddressError extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(readonly hostname: string) {
    super(`${hostname} resolves to no public address; push notifications are not sent there.`);
    this.name = 'RefusedAddressError';
  }
}

/**
 * net's `lookup` for the push sender's https.Agent: resolves `hostname` as dns.lookup does, keeps only
 * the public addresses (isPublicAddress), and fails with RefusedAddressError when none is left. Answers
 * in both forms net asks for (one address, or all of them with `options.all`, as Node 20's
 * autoSelectFamily does).
 */
export const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) {
      callback(err, '', 4);
      return;
    }
    const allowed = addresses.filter((a) => isPublicAddress(a.address));
    if (allowed.length === 0) {
      callback(new RefusedAddressError(hostname) as unknown as NodeJS.ErrnoException, '', 4);
      return;
    }
    if ((options as dns.LookupOptions).all) {
      (callback as unknown as (e: null, addresses: dns.LookupAddress[]) => void)(null, allowed);
    } else {
      callback(null, allowed[0]!.address, allowed[0]!.family);
    }
  });
};
