import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bindingsOf, type RouteDef, routeId, routes } from '../shared/routes.js';
import { BIND, BindingResources } from './bindings.js';
import { ProjectFunction } from './constructs/project-function.js';
import { MediaSigning } from './constructs/media-signing.js';
import { RouteApi } from './constructs/route-api.js';
import { VideoBucket } from './constructs/video-bucket.js';
import { WebHosting } from './constructs/web-hosting.js';
import { addNagSuppressions } from './nag-suppressions.js';
import { repoRoot } from './paths.js';
import { SERVER_RENDERED_PATHS } from '../shared/site-pages.js';
import { TABLE_LAYOUT } from './table-layout.js';

export interface CoachingStackProps extends StackProps {
  /** Folder with the built web app. @default web/dist in the repository */
  readonly webAssetPath?: string;
  /**
   * PEM public key for CloudFront signed /media/* URLs (README, "Video playback keys"). Without it
   * videos play from S3 presigned URLs, which also expire and serve range requests.
   */
  readonly mediaSigningPublicKeyPem?: string;
  /** The built page function. @default web/dist-server/page-function.mjs in the repository */
  readonly pageFunctionPath?: string;
  /** The site's address for canonical and share links (a custom domain). @default the distribution's domain */
  readonly siteUrl?: string;
}

export class CoachingStack extends Stack {
  constructor(scope: Construct, id: string, props: CoachingStackProps = {}) {
    super(scope, id, props);
    const webAssetPath = props.webAssetPath ?? path.join(repoRoot, 'web/dist');
    const pageFunctionPath = props.pageFunctionPath ?? path.join(repoRoot, 'web/dist-server/page-function.mjs');
    if (!existsSync(path.join(webAssetPath, 'index.html')) || !existsSync(pageFunctionPath)) {
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

    const resources = new BindingResources(this, { table, mediaBucket: videoBucket, mediaSigning });
    const api = new RouteApi(this, 'Api');
    const routeTable: readonly RouteDef[] = routes;
    const routeFunctions = routeTable.map((route) => {
      const fn = new ProjectFunction(this, routeId(route), { entry: path.join(repoRoot, 'functions/handlers', `${route.handler}.ts`) });
      for (const binding of bindingsOf(route)) BIND[binding](fn, resources);
      api.addRoute(route, fn);
      return fn;
    });

    // The public pages' HTML (web/src/server/page-function.ts): it reads the catalogue through the API, so it is bound to nothing.
    const pageFunction = new ProjectFunction(this, 'PageFunction', { entry: pageFunctionPath });
    pageFunction.addEnvironment('API_URL', `https://${api.domainName}`);
    api.addPageRoutes(SERVER_RENDERED_PATHS, pageFunction);

    const web = new WebHosting(this, 'Web', {
      webAssetPath,
      apiDomainName: api.domainName,
      connectSources: [`https://${videoBucket.bucketRegionalDomainName}`],
      mediaBucket: videoBucket,
      mediaKeyGroup: mediaSigning?.keyGroup,
      siteUrl: props.siteUrl,
    });
    pageFunction.addEnvironment('SITE_URL', web.siteUrl);

    new CfnOutput(this, 'SiteUrl', { value: `https://${web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', { value: api.stage.url });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'VideoBucketName', { value: videoBucket.bucketName });
    for (const { secret, outputName } of resources.secrets) new CfnOutput(this, outputName, { value: secret.secretArn });
    if (mediaSigning) new CfnOutput(this, 'MediaSigningKeyArn', { value: mediaSigning.privateKeySecret.secretArn });

    const secrets = [...resources.secrets.map(({ secret }) => secret), ...(mediaSigning ? [mediaSigning.privateKeySecret] : [])];
    addNagSuppressions(this, { routeFunctions: [...routeFunctions, pageFunction], table, secrets, videoBucket, api, web });
  }
}
