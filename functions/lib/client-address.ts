import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's IP address, for rate limits. Behind CloudFront, API Gateway's sourceIp is the edge
 * server's; the viewer's is in CloudFront-Viewer-Address ("ip:port"), which the origin request policy
 * must forward. Locally the adapter drops that header from clients (there is no CloudFront to set it)
 * and sourceIp is the socket's address.
 */
export function clientAddress(event: APIGatewayProxyEventV2): string {
  const viewer = event.headers?.['cloudfront-viewer-address']?.trim();
  const fromViewer = viewer && /^[0-9a-fA-F:.]+:\d+$/.test(viewer) ? viewer.replace(/:\d+$/, '') : undefined;
  const address = fromViewer || event.requestContext?.http?.sourceIp || 'unknown';
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '').toLowerCase();
}
