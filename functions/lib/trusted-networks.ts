import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { config } from './config.js';
import { parseNetworks } from './networks.js';

/**
 * Whether a caller is on the institute's own network (TRUSTED_NETWORKS, read by config at cold start):
 * logins and sign-ups from there skip the per-address limits; the per-account ones still apply.
 */
let trusted: { setting: string; list: BlockList } | undefined;

/** True when `address` (as clientAddress gives it) is inside one of the trusted networks. */
export function isTrustedAddress(address: string): boolean {
  const setting = config().trustedNetworks ?? '';
  if (!setting) return false;
  if (trusted?.setting !== setting) {
    const list = new BlockList();
    const { ipv4, ipv6 } = parseNetworks(setting);
    for (const network of ipv4) list.addSubnet(network.split('/')[0]!, Number(network.split('/')[1]), 'ipv4');
    for (const network of ipv6) list.addSubnet(network.split('/')[0]!, Number(network.split('/')[1]), 'ipv6');
    trusted = { setting, list };
  }
  if (isIPv4(address)) return trusted.list.check(address, 'ipv4');
  return isIPv6(address) && trusted.list.check(address, 'ipv6');
}
