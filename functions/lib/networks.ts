import { isIPv4, isIPv6 } from 'node:net';

/**
 * The institute's own networks (TRUSTED_NETWORKS; `-c trustedNetworks=` in AWS), written as CIDR
 * blocks, comma or space separated: "203.0.113.0/24, 2001:db8:12::/48". A single address without a
 * prefix is its own /32 or /128. Logins and sign-ups from them skip the per-address limits (the
 * per-account ones still apply); the WAF's per-address rule leaves them out too (infra).
 */
export interface Networks {
  ipv4: string[];
  ipv6: string[];
}

/** Throws, naming the entry, on anything that is not a CIDR block. */
export function parseNetworks(text: string | undefined): Networks {
  const networks: Networks = { ipv4: [], ipv6: [] };
  for (const entry of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const ipv4 = isIPv4(address);
    if (extra !== undefined || (!ipv4 && !isIPv6(address)))
      throw new Error(`Not a network: '${entry}' (write a CIDR block such as 203.0.113.0/24)`);
    const most = ipv4 ? 32 : 128;
    const bits = prefix === undefined ? most : Number(prefix);
    // A /0 would trust every address there is (and AWS WAF refuses it).
    if ((prefix !== undefined && !/^\d{1,3}$/.test(prefix)) || bits < 1 || bits > most)
      throw new Error(`Not a network: '${entry}' (the prefix is 1-${most})`);
    (ipv4 ? networks.ipv4 : networks.ipv6).push(`${ipv4 ? address : address.toLowerCase()}/${bits}`);
  }
  return networks;
}
