import { type App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseNetworks } from '#lib/networks.js';
import { trustedNetworksOf } from './bindings.js';
import { EdgeSecurityStack } from './edge-security-stack.js';
import { repoRoot } from './paths.js';
import { CoachingStack } from './stack.js';

/** Where the site runs; CloudFront's WAF web ACL must be made in us-east-1 whatever this is. */
export const SITE_REGION = 'ap-south-1';
export const DEFAULT_WAF_REQUESTS_PER_FIVE_MINUTES = 2000;

/**
 * The stacks `cdk deploy` makes, from the CDK context:
 * - `-c waf=false` leaves the WAF web ACL (and its us-east-1 stack) out; it is on by default.
 * - `-c wafRequestsPerFiveMinutes=<n>` changes the per-address limit.
 * - `-c trustedNetworks=<CIDR blocks>`: the institute's own networks, which the WAF's per-address limit
 *   and the API's per-address login and sign-up limits leave out (see docs/security.md).
 * - `-c mediaSigningPublicKey=<file>`, `-c webAssetPath=<dir>`, `-c originSecretVersion=<id>`: see docs/deploying.md.
 * - `-c siteUrl=https://www.example.in`: the address canonical and share links name, once the site has its own domain.
 */
export function buildApp(app: App): { site: CoachingStack; edge?: EdgeSecurityStack } {
  const context = (key: string): string | undefined => {
    const value: unknown = app.node.tryGetContext(key);
    return value === undefined || value === null ? undefined : String(value);
  };
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const wafEnabled = context('waf') !== 'false';
  const edge = wafEnabled
    ? new EdgeSecurityStack(app, 'CoachingEdgeSecurity', {
        env: { account, region: 'us-east-1' },
        crossRegionReferences: true,
        requestsPerFiveMinutes: Number(context('wafRequestsPerFiveMinutes') ?? DEFAULT_WAF_REQUESTS_PER_FIVE_MINUTES),
        trustedNetworks: parseNetworks(trustedNetworksOf(app)),
      })
    : undefined;

  const publicKeyFile = path.resolve(
    repoRoot,
    context('mediaSigningPublicKey') ?? 'infra/keys/media-signing-public.pem',
  );
  const site = new CoachingStack(app, 'CoachingStack', {
    env: { account, region: SITE_REGION },
    crossRegionReferences: Boolean(edge),
    webAssetPath: context('webAssetPath'),
    siteUrl: context('siteUrl'),
    mediaSigningPublicKeyPem: existsSync(publicKeyFile) ? readFileSync(publicKeyFile, 'utf8') : undefined,
    webAclArn: edge?.webAclArn,
    originSecretVersion: context('originSecretVersion'),
  });
  for (const stack of [site, edge]) if (stack) Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  return { site, edge };
}
