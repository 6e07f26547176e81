import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bindingsOf, type RouteDef, routeId, routes } from '../shared/routes.js';
import { bindMediaBucket, bindSecret, bindTable, ProjectFunction } from './constructs/project-function.js';
import { MediaSigning } from './constructs/media-signing.js';
import { RouteApi } from './constructs/route-api.js';
import { VideoBucket } from './constructs/video-bucket.js';
import { WebHosting } from './constructs/web-hosting.js';
import { addNagSuppressions } from './nag-suppressions.js';
import { repoRoot } from './paths.js';
import { TABLE_LAYOUT } from './table-layout.js';

export interface CoachingStackProps extends StackProps {
  /** Folder with the built web app. @default web/dist in the repository */
  readonly webAssetPath?: string;
  /**
   * PEM public key for CloudFront signed /media/* URLs (README, "Video playback keys"). Without it
   * videos play from S3 presigned URLs, which also expire and serve range requests.
   */
  readonly mediaSigningPublicKeyPem?: string;
}

export class CoachingStack extends Stack {
  constructor(scope: Construct, id: string, props: CoachingStackProps = {}) {
    super(scope, id, props);
    const webAssetPath = props.webAssetPath ?? path.join(repoRoot, 'web/dist');
    if (!existsSync(path.join(webAssetPath, 'index.html'))) {
      throw new Error('web/dist is missing: run `npm run build:web` before synth');
    }

    const table = new TableV2(this, 'Table', {
      partitionKey: { name: TABLE_LAYOUT.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_LAYOUT.sortKey, type: AttributeType.STRING },
      globalSecondaryIndexes: TABLE_LAYOUT.indexes.map((index) => ({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
      })),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: TABLE_LAYOUT.ttlAttribute,
    });

    const jwtSecret = new Secret(this, 'JwtSigningSecret', {
      description: 'Key that signs and verifies session tokens (HS256)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    const razorpaySecret = new Secret(this, 'RazorpaySecret', {
      description: 'Razorpay API key id and secret: replace both with the live values after the first deploy',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ keyId: 'rzp_live_set_me' }),
        generateStringKey: 'keySecret',
      },
    });

    const videoBucket = new VideoBucket(this, 'VideoBucket');
    const mediaSigning = props.mediaSigningPublicKeyPem
      ? new MediaSigning(this, 'MediaSigning', { publicKeyPem: props.mediaSigningPublicKeyPem })
      : undefined;
    if (!mediaSigning) {
      Annotations.of(this).addWarningV2(
        'coaching:media-signing',
        'No media signing public key: videos will play from S3 presigned URLs instead of CloudFront /media/*. See README, "Video playback keys".',
      );
    }

    const api = new RouteApi(this, 'Api');
    const routeTable: readonly RouteDef[] = routes;
    const routeFunctions = routeTable.map((route) => {
      const uses = bindingsOf(route);
      const fn = new ProjectFunction(this, routeId(route), {
        entry: path.join(repoRoot, 'functions/handlers', `${route.handler}.ts`),
        // scrypt at OWASP parameters needs about 128 MB, and Lambda's CPU share grows with memory.
        memorySize: uses.includes('passwords') ? 1024 : 256,
      });
      bindTable(fn, table, uses.includes('table:write') ? 'write' : 'read');
      if (uses.includes('tokens')) bindSecret(fn, jwtSecret, 'JWT_SECRET_ARN');
      if (uses.includes('media:write')) bindMediaBucket(fn, videoBucket, 'write');
      else if (uses.includes('media:read')) bindMediaBucket(fn, videoBucket, 'read');
      if (uses.includes('media:sign') && mediaSigning) {
        bindSecret(fn, mediaSigning.privateKeySecret, 'MEDIA_SIGNING_KEY_ARN');
        fn.addEnvironment('MEDIA_KEY_PAIR_ID', mediaSigning.publicKey.publicKeyId);
      }
      api.addRoute(route, fn);
      return fn;
    });

    const web = new WebHosting(this, 'Web', {
      webAssetPath,
      apiDomainName: api.domainName,
      connectSources: [`https://${videoBucket.bucketRegionalDomainName}`],
      mediaBucket: videoBucket,
      mediaKeyGroup: mediaSigning?.keyGroup,
    });

    new CfnOutput(this, 'SiteUrl', { value: `https://${web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', { value: api.stage.url });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'VideoBucketName', { value: videoBucket.bucketName });
    new CfnOutput(this, 'JwtSecretArn', { value: jwtSecret.secretArn });
    new CfnOutput(this, 'RazorpaySecretArn', { value: razorpaySecret.secretArn });
    if (mediaSigning) new CfnOutput(this, 'MediaSigningKeyArn', { value: mediaSigning.privateKeySecret.secretArn });

    addNagSuppressions(this, { routeFunctions, table, secrets: [jwtSecret, razorpaySecret, ...(mediaSigning ? [mediaSigning.privateKeySecret] : [])], videoBucket, api, web });
  }
}
