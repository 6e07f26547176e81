import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '../../shared/constants.js';

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
