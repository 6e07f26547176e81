import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../functions/lib/client-address.js';

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
