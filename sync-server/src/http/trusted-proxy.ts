// Which peers may tell us the client's address. With TRUST_PROXY, exactly one proxy hop is
// trusted: the last X-Forwarded-For entry is the client when the TCP peer itself is a trusted
// proxy (by default loopback, private and link-local networks: the proxy on this host or on the
// private network, as in compose.yaml; or the addresses and subnets TRUST_PROXY lists). A client
// that reaches the server directly from anywhere else is known by its own address, whatever
// X-Forwarded-For it sends, so rotating that header gets it no fresh limits.
import { BlockList, isIP } from 'node:net';

/** The networks TRUST_PROXY=true trusts. */
export const PRIVATE_NETWORKS = [
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '169.254.0.0/16',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
];

export type ProxyCheck = (peer: string | undefined) => boolean;

/** An address or subnet TRUST_PROXY may list ("10.0.0.2", "10.0.0.0/8", "fd00::/8"). */
export function isAddressOrSubnet(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/** A check of the TCP peer against the trusted proxies (none: nobody is trusted). */
export function trustedProxyCheck(proxies: readonly string[]): ProxyCheck {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (peer) => {
    if (!peer || proxies.length === 0) return false;
    // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = peer.startsWith('::ffff:') && isIP(peer.slice(7)) === 4 ? peer.slice(7) : peer;
    return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  };
}
