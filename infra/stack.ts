import { Annotations, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type JobDef, jobs } from '#shared/jobs.js';
import { ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions } from 'aws-cdk-lib/aws-lambda';
import { type RouteDef, routes } from '#shared/routes.js';
import { bind, BindingResources } from './bindings.js';
import { ProjectFunction } from './constructs/project-function.js';
import { besideBundleFor } from './constructs/receipt-fonts.js';
import { LogBucket } from './constructs/log-bucket.js';
import { MediaSigning } from './constructs/media-signing.js';
import { RouteApi } from './constructs/route-api.js';
import { type RouteGroup, routeGroupOf, RouteFunctions } from './constructs/route-functions.js';
import { VideoBucket } from './constructs/video-bucket.js';
import { WebHosting } from './constructs/web-hosting.js';
import { addNagSuppressions } from './nag-suppressions.js';
import { repoRoot } from './paths.js';
import { SERVER_RENDERED_PATHS } from '#shared/site-pages.js';
import { TRANSCODE_EVENTS_USES } from '#shared/video-processing.js';
import { TABLE_LAYOUT } from './table-layout.js';
import { Operations } from './constructs/operations.js';

export interface CoachingStackProps extends StackProps {
  /** Folder with the built web app. @default web/dist in the repository */
  readonly webAssetPath?: string;
  /**
   * PEM public key for CloudFront signed /media/* URLs (docs/deploying.md, "Video playback keys"). Without it
   * videos play from S3 presigned URLs, which also expire and serve range requests.
   */
  readonly mediaSigningPublicKeyPem?: string;
  /** The built page function. @default web/dist-server/page-function.mjs in the repository */
  readonly pageFunctionPath?: string;
  /** The site's address for canonical and share links (a custom domain). @default the distribution's domain */
  readonly siteUrl?: string;
  /** ARN of the WAF web ACL (CLOUDFRONT scope, from the us-east-1 edge stack) in front of the site. */
  readonly webAclArn?: string;
  /** Version id of the origin secret CloudFront should send (after a rotation). @default its current value */
  readonly originSecretVersion?: string;
}

export class CoachingStack extends Stack {
  constructor(scope: Construct, id: string, props: CoachingStackProps = {}) {
    // Without indentation the template is about a third smaller: CloudFormation takes at most 1 MB, and
    // every route adds a function, its role and its API wiring.
    super(scope, id, { suppressTemplateIndentation: true, ...props });
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

    const logBucket = new LogBucket(this, 'LogBucket');
    const videoBucket = new VideoBucket(this, 'VideoBucket', { logBucket });
    const mediaSigning = props.mediaSigningPublicKeyPem
      ? new MediaSigning(this, 'MediaSigning', { publicKeyPem: props.mediaSigningPublicKeyPem })
      : undefined;
    if (!mediaSigning) {
      Annotations.of(this).addWarningV2(
        'coaching:media-signing',
        'No media signing public key: videos will play from S3 presigned URLs instead of CloudFront /media/*. See docs/deploying.md, "Video playback keys".',
      );
    }

    const resources = new BindingResources(this, { table, mediaBucket: videoBucket, mediaSigning });
    const transcoding = resources.transcoding();
    const transcodeEvents = transcoding.handleJobEvents((fn) => {
      for (const binding of TRANSCODE_EVENTS_USES) bind(binding, fn, resources);
    });
    const api = new RouteApi(this, 'Api');
    const routeTable: readonly RouteDef[] = routes;
    // One log group for every route function (each function writes its own streams, named by the
    // function): a group per function would be a resource more per route.
    const routeLogs = new LogGroup(this, 'RouteLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const byGroup = new Map<RouteGroup, RouteDef[]>();
    for (const route of routeTable)
      byGroup.set(routeGroupOf(route), [...(byGroup.get(routeGroupOf(route)) ?? []), route]);
    const routeStacks = [...byGroup].map(
      ([group, groupRoutes]) =>
        new RouteFunctions(this, `${group}Routes`, { routes: groupRoutes, resources, api, logGroup: routeLogs }),
    );
    const routeFunctions = routeStacks.flatMap((routeStack) => routeStack.functions);

    // The public pages' HTML (web/src/server/page-function.ts): it reads the catalogue through the site's own
    // /api (CloudFront adds the origin header the API requires), and like the API refuses requests that
    // did not come through CloudFront, reading the origin secret through the secrets extension.
    const pageFunction = new ProjectFunction(this, 'PageFunction', {
      entry: pageFunctionPath,
      paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103),
    });
    bind('origin', pageFunction, resources);
    api.addPageRoutes(SERVER_RENDERED_PATHS, pageFunction);

    const jobTable: readonly JobDef[] = jobs;
    const jobFunctions = jobTable.map((job) => {
      const fn = new ProjectFunction(this, job.name, {
        entry: path.join(repoRoot, 'functions/jobs', `${job.handler}.ts`),
        description: `Scheduled job ${job.name} (${job.schedule})`,
        timeout: Duration.minutes(5),
        besideBundle: besideBundleFor(job.uses),
      });
      for (const binding of job.uses) bind(binding, fn, resources);
      new Rule(this, `${job.name}Schedule`, {
        schedule: Schedule.expression(job.schedule),
        targets: [new LambdaFunctionTarget(fn, { retryAttempts: 2 })],
      });
      return fn;
    });

    const web = new WebHosting(this, 'Web', {
      webAssetPath,
      apiDomainName: api.domainName,
      connectSources: [`https://${videoBucket.bucketRegionalDomainName}`],
      mediaBucket: videoBucket,
      mediaKeyGroup: mediaSigning?.keyGroup,
      siteUrl: props.siteUrl,
      originSecret: resources.originSecret(),
      originSecretVersion: props.originSecretVersion,
      logBucket,
      webAclArn: props.webAclArn,
    });
    pageFunction.addEnvironment('SITE_URL', web.siteUrl);
    resources.useSiteUrl(web.siteUrl);
    pageFunction.addEnvironment('API_URL', web.siteUrl);

    new CfnOutput(this, 'SiteUrl', { value: `https://${web.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', {
      value: api.stage.url,
      description:
        'The HTTP API behind CloudFront: it refuses requests that did not come through CloudFront (call SiteUrl/api/...)',
    });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'VideoBucketName', { value: videoBucket.bucketName });
    for (const { secret, outputName } of resources.secrets)
      new CfnOutput(this, outputName, { value: secret.secretArn });
    if (mediaSigning) new CfnOutput(this, 'MediaSigningKeyArn', { value: mediaSigning.privateKeySecret.secretArn });

    // Alarms to the operators' e-mail (-c alarmEmail=...) and the dashboard: docs/operations.md.
    const alarmEmail: unknown = this.node.tryGetContext('alarmEmail');
    const operations = new Operations(this, 'Operations', {
      table,
      httpApi: api.httpApi,
      rushRouteFunctions: new Map(routeStacks.flatMap((routeStack) => [...routeStack.byRoute])),
      alarmEmail: typeof alarmEmail === 'string' && alarmEmail.trim() ? alarmEmail.trim() : undefined,
    });

    const secrets = [
      ...resources.secrets.map(({ secret }) => secret),
      ...(mediaSigning ? [mediaSigning.privateKeySecret] : []),
    ];
    addNagSuppressions(this, {
      alarmTopics: [operations.topic],
      routeFunctions: [...routeFunctions, ...jobFunctions, pageFunction, transcodeEvents],
      transcoding,
      secrets,
      routeStacks,
      logBucket,
      wafEnabled: Boolean(props.webAclArn),
      videoBucket,
      api,
      web,
    });
  }
}
