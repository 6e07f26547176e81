import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '#shared/constants.js';

/**
 * The caller's IP address, for rate limits. Behind CloudFront, API Gateway's sourceIp is the edge
 * server's; the viewer's is in x-viewer-address, which a CloudFront function on /api/* sets from the
 * connection on every request (overwriting whatever the viewer sent), and the API is reachable only
 * through CloudFront. Locally the adapter drops that header from clients (there is no CloudFront to
 * set it) and sourceIp is the socket's address.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER]?.trim();
  const fromViewer = viewer && /^[0-9a-fA-F:.]+$/.test(viewer) ? viewer : undefined;
  const address = fromViewer || event.requestContext?.http?.sourceIp || 'unknown';
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').toLowerCase();
}

/**
 * The key a per-address limit counts a caller under: an IPv4 address as it is; an IPv6 address by its
 * /64, the block one home, phone or server is given (counting each of its 2^64 addresses alone would
 * hand one host endless turns); an IPv4-mapped IPv6 address as its IPv4. Anything else is its own key.
 */
export function limitKeyOf(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/^\[|\]$/g, '');
  const mapped =
    /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain) ??
    /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1]!;
  if (!plain.includes(':')) return plain;
  const groups = expandIpv6(plain);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : plain;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; undefined for a malformed one. */
function expandIpv6(address: string): string[] | undefined {
  let text = address;
  // A trailing dotted IPv4 part counts as two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || missing < 0) return undefined;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
