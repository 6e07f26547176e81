import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, resetConfig } from '#lib/config.js';
import { parseNetworks } from '#lib/networks.js';
import { isTrustedAddress } from '#lib/trusted-networks.js';
import { localBind } from '#infra/local/bindings.js';

afterEach(() => resetConfig());

describe("the institute's own networks (TRUSTED_NETWORKS)", () => {
  it('reads CIDR blocks of both kinds, comma or space separated; a lone address is its own block', () => {
    expect(parseNetworks(' 203.0.113.0/24,198.51.100.7  2001:DB8:12::/48 ')).toEqual({
      ipv4: ['203.0.113.0/24', '198.51.100.7/32'],
      ipv6: ['2001:db8:12::/48'],
    });
    expect(parseNetworks(undefined)).toEqual({ ipv4: [], ipv6: [] });
  });

  it.each([
    '0.0.0.0/0',
    '::/0',
    '203.0.113.0/33',
    '203.0.113/24',
    '2001:db8::/129',
    'institute-wifi',
    '10.0.0.0/8/1',
    '10.0.0.0/',
    '10.0.0.0/x',
  ])('refuses %s, naming it', (entry) => {
    expect(() => parseNetworks(`192.0.2.0/24, ${entry}`)).toThrow(entry);
  });

  it('stops a function at cold start on a malformed value, and is optional', () => {
    expect(() =>
      loadConfig(['trusted-networks'], { TABLE_NAME: 't', TRUSTED_NETWORKS: '203.0.113.0/24, wifi' }),
    ).toThrow(/TRUSTED_NETWORKS \(Not a network: 'wifi'/);
    expect(loadConfig(['trusted-networks'], { TABLE_NAME: 't' }).trustedNetworks).toBeUndefined();
  });

  it('tells a caller inside a block from one outside, IPv4 and IPv6', () => {
    loadConfig(['trusted-networks'], { TABLE_NAME: 't', TRUSTED_NETWORKS: '203.0.113.0/24,2001:db8:12::/48' });
    expect(['203.0.113.1', '203.0.113.254', '2001:db8:12:5::9'].map(isTrustedAddress)).toEqual([true, true, true]);
    expect(['203.0.114.1', '2001:db8:13::1', 'unknown', ''].map(isTrustedAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    loadConfig(['trusted-networks'], { TABLE_NAME: 't' });
    expect(isTrustedAddress('203.0.113.1')).toBe(false);
  });

  it('is passed from the environment locally, and left out when unset', () => {
    const local = { dynamoEndpoint: 'http://127.0.0.1:8000' };
    expect(localBind('trusted-networks', { ...local, env: { TRUSTED_NETWORKS: '203.0.113.0/24' } })).toEqual({
      TRUSTED_NETWORKS: '203.0.113.0/24',
    });
    expect(localBind('trusted-networks', { ...local, env: {} })).toEqual({});
  });
});
