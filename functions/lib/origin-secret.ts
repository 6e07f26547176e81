import { timingSafeEqual } from 'node:crypto';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether the origin header a request carries is CloudFront's: the secret's current value, or during
 * a rotation its previous one (docs/security.md, "The API only through CloudFront").
 */
export function isOriginSecret(sent: string | undefined, current: string, previous: string): boolean {
  if (!sent) return false;
  return sameText(sent, current) || (previous !== '' && sameText(sent, previous));
}
