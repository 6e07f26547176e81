import { ORIGIN_VERIFY_HEADER } from '#shared/constants.js';
import { config } from './config.js';
import { NotAllowed } from './errors.js';
import { isOriginSecret } from './origin-secret.js';
import { previousSecretValue, secretValue } from './secrets.js';

/**
 * In AWS the API answers only requests that came through CloudFront, which adds the origin secret
 * in a header; a request straight to the execute-api address has none and gets 403. During a
 * rotation both the new and the previous value pass (docs/security.md, "The API only through CloudFront").
 * Locally there is no CloudFront and no secret set, and nothing is checked.
 */
export async function assertThroughCloudFront(headers: Record<string, string | undefined> | undefined): Promise<void> {
  const arn = config().originSecretArn;
  if (!arn) return;
  const sent = headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent) throw new NotAllowed('forbidden');
  const [current, previous] = await Promise.all([secretValue(arn), previousSecretValue(arn)]);
  if (!isOriginSecret(sent, current, previous)) throw new NotAllowed('forbidden');
}
