// Who the client is behind proxies (issue 29 item 6, decision 0443). TRUST_PROXY lists the proxies (addresses or
// CIDR ranges) whose X-Forwarded-For and X-Forwarded-Proto are read; from any other peer they are ignored, so a
// client cannot choose the address the portal's rate limits count. The portal proxy then sets X-Forwarded-For,
// X-Forwarded-Proto and Forwarded itself, never passing on what the client sent.
import { BlockList, isIP } from 'node:net';

/** What the app server knows of the client of one request. */
export interface ClientFacts {
  /** The client's address: the socket's, or the right-most untrusted address of a trusted proxy's X-Forwarded-For. */
  readonly address: string;
  /** The scheme the client used: what a trusted proxy says, else the socket's. */
  readonly proto: 'http' | 'https';
  /** The Host the client asked for. */
  readonly host: string;
}

interface TrustedProxies {
  has(address: string): boolean;
}

/** `::ffff:127.0.0.1` is 127.0.0.1. */
const plain = (address: string): string => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);

/** The proxies of TRUST_PROXY (`127.0.0.1, 10.0.0.0/8, ::1`); empty or absent: none is trusted. */
export function trustedProxies(list: string | undefined): TrustedProxies {
  const block = new BlockList();
  let any = false;
  for (const raw of (list ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [address = '', prefix] = raw.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`TRUST_PROXY: "${raw}" is not an IP address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) block.addAddress(address, type);
    else block.addSubnet(address, Number(prefix), type);
    any = true;
  }
  return {
    has(address) {
      if (!any) return false;
      const known = plain(address);
      const family = isIP(known);
      return family !== 0 && block.check(known, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The client's address: the socket's peer when it is not a trusted proxy; else X-Forwarded-For read from the right,
 * the first address that is not a trusted proxy (the left-most one when all are).
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const address = plain(peer);
  if (!trusted.has(address) || !forwardedFor) return address;
  const hops = forwardedFor.split(',').map((hop) => plain(hop.trim())).filter((hop) => isIP(hop) !== 0);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i] as string;
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? address;
}

interface SocketFacts {
  readonly peer: string | undefined;
  readonly encrypted: boolean;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(', ') : value);

/** The client of a node request. */
export function clientFacts(request: SocketFacts, trusted: TrustedProxies): ClientFacts {
  const peer = request.peer ?? '127.0.0.1';
  const viaProxy = trusted.has(peer);
  const said = viaProxy ? first(request.headers['x-forwarded-proto'])?.split(',')[0]?.trim().toLowerCase() : undefined;
  return {
    address: clientAddress(peer, first(request.headers['x-forwarded-for']), trusted),
    proto: said === 'https' || said === 'http' ? said : request.encrypted ? 'https' : 'http',
    host: first(request.headers['host']) ?? 'localhost',
  };
}

/** A Forwarded (RFC 7239) node: an IPv6 address in brackets and quotes. */
const forwardedNode = (address: string): string => (isIP(address) === 6 ? `"[${address}]"` : address);

/** The forwarding headers a proxy sends on: what the client sent of them is dropped, the client's facts set. */
export function setForwardingHeaders(headers: Headers, client: ClientFacts): void {
  for (const name of ['forwarded', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip']) headers.delete(name);
  headers.set('x-forwarded-for', client.address);
  headers.set('x-forwarded-proto', client.proto);
  headers.set('x-forwarded-host', client.host);
  headers.set('forwarded', `for=${forwardedNode(client.address)};proto=${client.proto};host="${client.host.replace(/["\\]/g, '')}"`);
}
