/**
 * The security headers every reply of the site carries: CloudFront adds them in AWS (the response
 * headers policy of infra/constructs/web-hosting.ts) and the local server sends the same
 * (infra/local/stack.ts), so what works locally works behind CloudFront. `npm run smoke` checks them.
 */
export const RAZORPAY_CHECKOUT_ORIGIN = 'https://checkout.razorpay.com';
/** Razorpay's checkout opens its payment form in a frame served from here. */
export const RAZORPAY_API_ORIGIN = 'https://api.razorpay.com';

/** Two years, with subdomains. */
export const HSTS_MAX_AGE_SECONDS = 730 * 24 * 3600;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface PolicySources {
  /** Origins the pages fetch from and play media from besides their own (the media bucket). */
  readonly media: readonly string[];
  /** Where Razorpay's checkout script and API are: Razorpay's own in AWS, the local stand-in's. */
  readonly checkout: { readonly script: string; readonly api: string };
  /** More image origins than 'self', data: and any https: (the local S3 is http). */
  readonly images?: readonly string[];
}

export function contentSecurityPolicy(sources: PolicySources): string {
  const media = sources.media.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.checkout.script}`,
    `frame-src ${sources.checkout.script} ${sources.checkout.api}`,
    `connect-src 'self' ${[sources.checkout.api, ...sources.media].join(' ')}`,
    ["img-src 'self' data: https:", ...(sources.images ?? [])].join(' '),
    // Lectures play from presigned URLs on the media bucket (CloudFront /media/* is same-origin); HLS
    // plays through Media Source Extensions, whose source is a blob: URL, and hls.js transmuxes in a
    // worker it starts from a blob: URL.
    `media-src 'self' blob: ${media}`,
    "worker-src 'self' blob:",
    // Razorpay's checkout adds its overlay with inline styles.
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers as the local server sends them (CloudFront's policy says the same in its own terms). */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
    'content-security-policy': csp,
  };
}
