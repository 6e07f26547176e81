import { isOriginSecret } from '#lib/origin-secret.js';
import { ORIGIN_VERIFY_HEADER } from '#shared/constants.js';

/**
 * One version of a secret from the AWS Parameters and Secrets Lambda extension, which caches it
 * beside the function: the page function carries no AWS SDK (its 450 KB would not fit its bundle
 * budget). '' for the previous version when the secret has none.
 */
async function extensionSecret(arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string> {
  const port = process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT ?? '2773';
  const response = await fetch(
    `http://localhost:${port}/secretsmanager/get?secretId=${encodeURIComponent(arn)}&versionStage=${stage}`,
    {
      headers: { 'X-Aws-Parameters-Secrets-Token': process.env.AWS_SESSION_TOKEN ?? '' },
    },
  );
  if (!response.ok) {
    if (stage === 'AWSPREVIOUS') return '';
    throw new Error(`The secrets extension answered ${response.status} for the origin secret`);
  }
  const { SecretString } = (await response.json()) as { SecretString?: string };
  if (!SecretString) throw new Error('The origin secret has no string value');
  return SecretString;
}

/**
 * Whether a page request came through CloudFront, as functions/lib/origin-check.ts decides for the
 * API: in AWS the execute-api address also reaches the page routes, and a request there, without
 * CloudFront's origin header, would skip the WAF. Locally no secret is set and every request passes.
 */
export async function cameThroughCloudFront(headers: Record<string, string | undefined> | undefined): Promise<boolean> {
  const arn = process.env.ORIGIN_SECRET_ARN;
  if (!arn) return true;
  const sent = headers?.[ORIGIN_VERIFY_HEADER];
  if (!sent) return false;
  const [current, previous] = await Promise.all([
    extensionSecret(arn, 'AWSCURRENT'),
    extensionSecret(arn, 'AWSPREVIOUS'),
  ]);
  return isOriginSecret(sent, current, previous);
}
