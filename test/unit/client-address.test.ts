import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress, limitKeyOf } from '#lib/client-address.js';

const event = (headers: Record<string, string>, sourceIp = '130.176.1.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('clientAddress', () => {
  it("is the viewer's address CloudFront put in x-viewer-address, not the edge server's", () => {
    expect(clientAddress(event({ 'x-viewer-address': '203.0.113.7' }))).toBe('203.0.113.7');
    expect(clientAddress(event({ 'x-viewer-address': '2001:DB8::1' }))).toBe('2001:db8::1');
  });

  it('falls back to the socket address when there is no such header (locally), and ignores a malformed one', () => {
    expect(clientAddress(event({}, '::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientAddress(event({ 'x-viewer-address': '1.2.3.4, 5.6.7.8' }, '10.0.0.1'))).toBe('10.0.0.1');
  });
});

describe('limitKeyOf: what a per-address limit counts a caller under', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it.each([
    ['2001:db8:abcd:12:1:2:3:4'],
    ['2001:0DB8:ABCD:0012:ffff:0:0:1'],
    ['2001:db8:abcd:12::1'],
    ['[2001:db8:abcd:12::9]'],
    ['2001:db8:abcd:12:0:0:0:0'],
    ['2001:db8:abcd:12::1.2.3.4'],
  ])('counts %s as its /64, whatever the rest and however it is written', (address) => {
    expect(limitKeyOf(address)).toBe('2001:db8:abcd:12::/64');
  });

  it('tells two /64s apart', () => {
    expect(limitKeyOf('2001:db8:abcd:13::1')).not.toBe(limitKeyOf('2001:db8:abcd:12::1'));
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4, and drops a zone', () => {
    expect(limitKeyOf('::ffff:198.51.100.2')).toBe('198.51.100.2');
    expect(limitKeyOf('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(limitKeyOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything malformed as its own key', () => {
    expect(limitKeyOf('garbage:::x')).toBe('garbage:::x');
  });
});
