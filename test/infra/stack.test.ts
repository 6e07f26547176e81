import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CoachingStack } from '#infra/stack.js';
import {
  requestLanguage,
  SERVER_RENDERED_EDGE_SECONDS,
  SERVER_RENDERED_PATHS,
  SITE_ORIGIN_PLACEHOLDER,
} from '#shared/site-pages.js';
import { jobs } from '#shared/jobs.js';
import { bindingsOf, type RouteDef, routeId, routeKey, routes } from '#shared/routes.js';
import { requiredAccess } from '../support/access-policy.js';
import { wholeTemplate } from './whole-template.js';
import { ALWAYS, expectedBinding, grantsOf, secretKind, union } from './expected-bindings.js';

// Synthesized CloudFormation is untyped JSON that the tests walk freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CfnJson = any;
type Resource = { Type: string; Properties: CfnJson; Metadata?: CfnJson; DeletionPolicy?: string };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
};

const routeTable: readonly RouteDef[] = routes;
const cachingDisabledPolicyId = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const cachingOptimizedPolicyId = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const mediaSigningPublicKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .publicKey.export({ type: 'spki', format: 'pem' })
  .toString();

// The same feature flags `cdk synth` runs with.
const cdkContext = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')).context;
const payeeContext = {
  upiPayeeAddress: 'institute@okaxis',
  upiPayeeName: 'Institute Test',
  instituteGstin: '24AAAAA0000A1Z5',
  trustedNetworks: '203.0.113.0/24',
};

let template: Template;
let annotations: Annotations;
let assemblyDir: string;
let webDir: string;
const pageFunctionPath = fileURLToPath(new URL('page-function-fixture.mjs', import.meta.url));

beforeAll(async () => {
  // A web build's shape: the shell, a hashed asset, prerendered pages naming the placeholder origin, and the page function.
  webDir = await mkdtemp(path.join(os.tmpdir(), 'coaching-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>fixture</title>');
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'assets', 'index-3f2a.js'), 'console.log(1)');
  await mkdir(path.join(webDir, 'pages'));
  await mkdir(path.join(webDir, 'pages', 'gu'));
  for (const file of ['index.html', 'about.html', 'gu/index.html', 'gu/about.html']) {
    await writeFile(
      path.join(webDir, 'pages', file),
      `<link rel="canonical" href="${SITE_ORIGIN_PLACEHOLDER}/${file}">`,
    );
  }
  await writeFile(path.join(webDir, 'pages', 'robots.txt'), `Sitemap: ${SITE_ORIGIN_PLACEHOLDER}/sitemap.xml`);
  const app = new App({ context: { ...cdkContext, ...payeeContext } });
  assemblyDir = app.outdir;
  const stack = new CoachingStack(app, 'CoachingStack', {
    webAssetPath: webDir,
    pageFunctionPath,
    mediaSigningPublicKeyPem,
  });
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  template = wholeTemplate(stack);
  annotations = Annotations.fromStack(stack);
});

afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
  await rm(assemblyDir, { recursive: true, force: true });
});

function resourcesOfType(type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

function onlyResource(type: string): Resource {
  const found = Object.values(resourcesOfType(type));
  expect(found).toHaveLength(1);
  return found[0]!;
}

function routeFunction(route: RouteDef): [logicalId: string, fn: Resource] {
  const idPattern = new RegExp(`^${routeId(route)}[0-9A-F]{8}$`);
  const found = Object.entries(resourcesOfType('AWS::Lambda::Function')).filter(([id]) => idPattern.test(id));
  expect(found, routeKey(route)).toHaveLength(1);
  return found[0]!;
}

/** A role's statements: its inline policies and any AWS::IAM::Policy attached to it. */
function policyStatements(fn: Resource): Statement[] {
  const roleId = fn.Properties.Role['Fn::GetAtt'][0];
  const inline = (
    (resourcesOfType('AWS::IAM::Role')[roleId]?.Properties.Policies ?? []) as {
      PolicyDocument: { Statement: Statement[] };
    }[]
  ).flatMap((policy) => policy.PolicyDocument.Statement);
  const attached = Object.values(resourcesOfType('AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((role: { Ref?: string }) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}

/** Every policy document in the stack: separate policies and roles' inline ones. */
function allPolicyDocuments(): { Statement: Statement[] }[] {
  const inline = Object.values(resourcesOfType('AWS::IAM::Role')).flatMap((role) =>
    ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).map(
      (policy) => policy.PolicyDocument,
    ),
  );
  return [
    ...inline,
    ...Object.values(resourcesOfType('AWS::IAM::Policy')).map(
      (policy) => policy.Properties.PolicyDocument as { Statement: Statement[] },
    ),
  ];
}

function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((statement) => [statement.Action].flat());
}

function logicalIdOf(type: string, match: (resource: Resource) => boolean): string {
  const found = Object.entries(resourcesOfType(type)).filter(([, resource]) => match(resource));
  expect(found).toHaveLength(1);
  return found[0]![0];
}

const videoBucketId = () =>
  logicalIdOf('AWS::S3::Bucket', (bucket) => bucket.Properties.CorsConfiguration !== undefined);
const tableId = () => logicalIdOf('AWS::DynamoDB::GlobalTable', () => true);

function kindOfLogicalId(logicalId: string): string | undefined {
  if (logicalId === tableId()) return 'table';
  if (logicalId === videoBucketId()) return 'media-bucket';
  return secretKind(logicalId);
}

const usesBinding = (route: RouteDef, binding: string) => (bindingsOf(route) as string[]).includes(binding);

describe('data table', () => {
  it('has pk/sk keys, the gsi1 and gsi2 indexes, TTL, on-demand billing and is retained', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          Match.objectLike({
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
          }),
          Match.objectLike({
            IndexName: 'gsi2',
            KeySchema: [
              { AttributeName: 'gsi2pk', KeyType: 'HASH' },
              { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
      }),
    });
  });

  it('has point-in-time recovery and deletion protection', () => {
    const [replica] = onlyResource('AWS::DynamoDB::GlobalTable').Properties.Replicas;
    expect(replica).toMatchObject({
      DeletionProtectionEnabled: true,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });
});

describe('buckets', () => {
  it('block all public access and refuse plain HTTP', () => {
    const buckets = resourcesOfType('AWS::S3::Bucket');
    const policies = Object.values(resourcesOfType('AWS::S3::BucketPolicy'));
    expect(Object.keys(buckets)).toHaveLength(3);
    for (const [bucketId, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const statements = policies
        .filter((policy) => policy.Properties.Bucket.Ref === bucketId)
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
  });

  it('video bucket: encrypted, unversioned, retained, CORS for browser multipart uploads', () => {
    const videoBucket = resourcesOfType('AWS::S3::Bucket')[videoBucketId()]!;
    expect(videoBucket.DeletionPolicy).toBe('Retain');
    expect(videoBucket.Properties.VersioningConfiguration).toBeUndefined();
    expect(videoBucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ]);
    const [corsRule] = videoBucket.Properties.CorsConfiguration.CorsRules;
    expect(corsRule.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'PUT', 'HEAD']));
    expect(corsRule.AllowedOrigins).toEqual(['*']);
    expect(corsRule.AllowedHeaders).toEqual(['*']);
    expect(corsRule.ExposedHeaders).toContain('ETag');
  });

  it('the media and web buckets log their accesses into the log bucket, which keeps logs 90 days', () => {
    const buckets = resourcesOfType('AWS::S3::Bucket');
    const logBucketId = logicalIdOf(
      'AWS::S3::Bucket',
      (bucket) => bucket.Properties.LoggingConfiguration === undefined && !bucket.Properties.CorsConfiguration,
    );
    const logged = Object.entries(buckets).filter(([id]) => id !== logBucketId);
    expect(logged).toHaveLength(2);
    for (const [, bucket] of logged)
      expect(bucket.Properties.LoggingConfiguration).toMatchObject({
        DestinationBucketName: { Ref: logBucketId },
        LogFilePrefix: expect.stringMatching(/^s3\//),
      });
    const logBucket = buckets[logBucketId]!;
    expect(logBucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' }),
    );
    expect(logBucket.Properties.OwnershipControls.Rules).toEqual([{ ObjectOwnership: 'BucketOwnerPreferred' }]);
    const logging = onlyResource('AWS::CloudFront::Distribution').Properties.DistributionConfig.Logging;
    expect(logging).toMatchObject({
      Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });

  it('video bucket aborts incomplete multipart uploads after 2 days', () => {
    const videoBucket = resourcesOfType('AWS::S3::Bucket')[videoBucketId()]!;
    expect(videoBucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 2 }, Status: 'Enabled' }),
    );
  });

  it('video bucket deletes Excel exports (exports/), question spreadsheets (imports/) and unsaved notes uploads (uploads/) a day after they are written, and nothing else', () => {
    const videoBucket = resourcesOfType('AWS::S3::Bucket')[videoBucketId()]!;
    const expiring = videoBucket.Properties.LifecycleConfiguration.Rules.filter(
      (rule: { ExpirationInDays?: number }) => rule.ExpirationInDays !== undefined,
    );
    expect(expiring).toEqual([
      expect.objectContaining({ Prefix: 'exports/', ExpirationInDays: 1, Status: 'Enabled' }),
      expect.objectContaining({ Prefix: 'imports/', ExpirationInDays: 1, Status: 'Enabled' }),
      expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
    ]);
  });
});

describe('CloudFront', () => {
  const distributionConfig = () => onlyResource('AWS::CloudFront::Distribution').Properties.DistributionConfig;

  it('reads both buckets (web app, media) through origin access control', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    const s3Origins = distributionConfig().Origins.filter((origin: Record<string, unknown>) => origin.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('serves index.html over HTTP/2 and HTTP/3 without error-response rewrites', () => {
    const config = distributionConfig();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.HttpVersion).toBe('http2and3');
    // Error responses would also turn the API's JSON 404s into index.html.
    expect(config.CustomErrorResponses).toBeUndefined();
  });

  const cloudFrontFunction = (name: string) =>
    logicalIdOf('AWS::CloudFront::Function', (fn) => JSON.stringify(fn.Properties.Name).includes(name));

  it('falls back to index.html with a viewer-request function on the default behaviour, and names the language of rendered pages', () => {
    const functionId = cloudFrontFunction('SpaFallback');
    const languageId = cloudFrontFunction('PageLanguage');
    const { DefaultCacheBehavior, CacheBehaviors } = distributionConfig();
    expect(DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    for (const behavior of CacheBehaviors) {
      if ((SERVER_RENDERED_PATHS as readonly string[]).includes(behavior.PathPattern)) {
        expect(behavior.FunctionAssociations).toEqual([
          { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [languageId, 'FunctionARN'] } },
        ]);
      } else if (behavior.PathPattern !== '/api/*') {
        expect(behavior.FunctionAssociations).toBeUndefined();
      }
    }
  });

  /** A CloudFront function's handler, run here on plain request objects. */
  const functionHandler = (name: string) => {
    const code: string =
      resourcesOfType('AWS::CloudFront::Function')[cloudFrontFunction(name)]!.Properties.FunctionCode;
    return new Function(`${code}; return handler;`)() as (event: unknown) => {
      uri: string;
      querystring: Record<string, { value: string }>;
    };
  };
  interface ViewerRequest {
    query?: string;
    cookie?: string;
    acceptLanguage?: string;
  }
  const viewerRequest = (uri: string, { query, cookie, acceptLanguage }: ViewerRequest = {}) => ({
    request: {
      uri,
      querystring: query === undefined ? {} : { lang: { value: query } },
      cookies: cookie === undefined ? {} : { lang: { value: cookie } },
      headers: acceptLanguage === undefined ? {} : { 'accept-language': { value: acceptLanguage } },
    },
  });

  it('sends prerendered pages to their files, other client-side routes to the shell, assets as they are', () => {
    const handler = functionHandler('SpaFallback');
    const rewrite = (uri: string) => handler(viewerRequest(uri)).uri;
    expect(rewrite('/')).toBe('/pages/index.html');
    expect(rewrite('/index.html')).toBe('/pages/index.html');
    expect(rewrite('/about')).toBe('/pages/about.html');
    expect(rewrite('/about/')).toBe('/pages/about.html');
    expect(rewrite('/robots.txt')).toBe('/pages/robots.txt');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/courses/42')).toBe('/index.html');
    expect(rewrite('/admin/courses/new')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
  });

  it("sends a prerendered page in the request's language: ?lang=, else the remembered choice, else Accept-Language", () => {
    const handler = functionHandler('SpaFallback');
    const rewrite = (uri: string, request: ViewerRequest) => handler(viewerRequest(uri, request)).uri;
    expect(rewrite('/', { query: 'gu' })).toBe('/pages/gu/index.html');
    expect(rewrite('/about', { cookie: 'gu' })).toBe('/pages/gu/about.html');
    expect(rewrite('/about', { acceptLanguage: 'gu-IN,gu;q=0.9,en;q=0.8' })).toBe('/pages/gu/about.html');
    expect(rewrite('/about', { query: 'en', cookie: 'gu', acceptLanguage: 'gu' })).toBe('/pages/about.html');
    expect(rewrite('/about', { acceptLanguage: 'en-IN,gu;q=0.5' })).toBe('/pages/about.html');
    // A file without a language answers in every one.
    expect(rewrite('/robots.txt', { cookie: 'gu' })).toBe('/pages/robots.txt');
  });

  it('decides the language exactly as the local server and the page function do (shared/site-pages.ts)', () => {
    const handler = functionHandler('PageLanguage');
    const cases: ViewerRequest[] = [
      {},
      { query: 'gu' },
      { query: 'fr', cookie: 'gu' },
      { cookie: 'en', acceptLanguage: 'gu' },
      { acceptLanguage: 'gu-IN,gu;q=0.9,en-US;q=0.8' },
      { acceptLanguage: 'hi-IN,hi;q=0.9,gu;q=0.8,en;q=0.5' },
      { acceptLanguage: 'en;q=0.5,gu;q=0.6' },
      { acceptLanguage: 'gu;q=0,en;q=0.1' },
      { acceptLanguage: 'fr-FR,de' },
    ];
    for (const request of cases) {
      const { querystring } = handler(viewerRequest('/courses', request));
      expect({ request, lang: querystring.lang?.value }).toEqual({ request, lang: requestLanguage(request) });
    }
  });

  const apiBehaviour = () =>
    distributionConfig().CacheBehaviors.find((behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*');
  const apiOrigin = () =>
    distributionConfig().Origins.find((origin: { Id: string }) => origin.Id === apiBehaviour().TargetOriginId);

  it('sends /api/* uncached to the HTTP API with every method and viewer header but Host', () => {
    const policyId = logicalIdOf('AWS::CloudFront::OriginRequestPolicy', () => true);
    expect(apiBehaviour()).toMatchObject({
      CachePolicyId: cachingDisabledPolicyId,
      OriginRequestPolicyId: { Ref: policyId },
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
    });
    // API Gateway answers only its own host name; every other viewer header (Authorization included) goes on.
    expect(
      resourcesOfType('AWS::CloudFront::OriginRequestPolicy')[policyId]!.Properties.OriginRequestPolicyConfig,
    ).toMatchObject({
      HeadersConfig: { HeaderBehavior: 'allExcept', Headers: ['Host'] },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
    expect(JSON.stringify(apiOrigin().DomainName)).toContain('.execute-api.');
    expect(apiOrigin().CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it("forwards the viewer's address to the API: a function on /api/* sets x-viewer-address from the connection, over any forged one", () => {
    const functionId = cloudFrontFunction('ViewerAddress');
    expect(apiBehaviour().FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    const code: string = resourcesOfType('AWS::CloudFront::Function')[functionId]!.Properties.FunctionCode;
    const handler = new Function(`${code}; return handler;`)() as (event: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const request = handler({
      viewer: { ip: '203.0.113.7' },
      request: {
        uri: '/api/auth/student/login',
        headers: { 'x-viewer-address': { value: '10.0.0.1' }, authorization: { value: 'Bearer t' } },
      },
    });
    expect(request.headers['x-viewer-address']).toEqual({ value: '203.0.113.7' });
    expect(request.headers.authorization).toEqual({ value: 'Bearer t' });
    // The header the function sets is a viewer header, so the policy above (all but Host) forwards it.
    expect(
      resourcesOfType('AWS::CloudFront::OriginRequestPolicy')[
        logicalIdOf('AWS::CloudFront::OriginRequestPolicy', () => true)
      ]!.Properties.OriginRequestPolicyConfig.HeadersConfig.Headers,
    ).not.toContain('x-viewer-address');
  });

  it('adds the origin secret to every API request from Secrets Manager, by reference: no value in the template', () => {
    const secretId = Object.keys(resourcesOfType('AWS::SecretsManager::Secret')).find(
      (id) => secretKind(id) === 'origin-secret',
    )!;
    const headers = apiOrigin().OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(headers.map((header) => header.HeaderName)).toEqual(['x-origin-verify']);
    expect(headers[0]!.HeaderValue).toEqual({
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
    });
    // Every API function reads that same secret, to compare.
    for (const route of routeTable)
      expect(routeFunction(route)[1].Properties.Environment.Variables.ORIGIN_SECRET_ARN, routeKey(route)).toEqual({
        Ref: secretId,
      });
  });

  it('can send a given version of the origin secret after a rotation (-c originSecretVersion)', () => {
    const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
    const stack = new CoachingStack(app, 'Rotated', { webAssetPath: webDir, originSecretVersion: 'v-2026-01' });
    const distribution = Object.values(Template.fromStack(stack).findResources('AWS::CloudFront::Distribution'))[0]!;
    expect(JSON.stringify(distribution.Properties.DistributionConfig.Origins)).toContain(':SecretString:::v-2026-01}}');
  });

  it('adds the security headers on both behaviours', () => {
    const policyId = logicalIdOf('AWS::CloudFront::ResponseHeadersPolicy', () => true);
    const { DefaultCacheBehavior, CacheBehaviors } = distributionConfig();
    for (const behavior of [DefaultCacheBehavior, ...CacheBehaviors]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
    const headers = onlyResource('AWS::CloudFront::ResponseHeadersPolicy').Properties.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31_536_000);
    expect(headers.ContentTypeOptions.Override).toBe(true);
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toMatch(/frame-src https:\/\/checkout\.razorpay\.com/);
    expect(csp).toContain("img-src 'self' data: https:");
    // HLS plays through Media Source Extensions (a blob: source) and hls.js transmuxes in a blob: worker.
    expect(csp).toMatch(/media-src 'self' blob: /);
    expect(csp).toContain("worker-src 'self' blob:");
  });

  it('deploys the web build and invalidates the distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: {
        Ref: logicalIdOf(
          'AWS::S3::Bucket',
          (bucket) => !bucket.Properties.CorsConfiguration && bucket.Properties.LoggingConfiguration !== undefined,
        ),
      },
      DistributionId: { Ref: logicalIdOf('AWS::CloudFront::Distribution', () => true) },
      DistributionPaths: ['/*'],
    });
  });

  const deployments = () => Object.values(resourcesOfType('Custom::CDKBucketDeployment'));

  it('caches hashed assets for a year and keeps those of earlier deployments', () => {
    const assets = deployments().find((deployment) => deployment.Properties.DestinationBucketKeyPrefix === 'assets/')!;
    expect(assets.Properties.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assets.Properties.Prune).toBe(false);
    expect(assets.Properties.DistributionId).toBeUndefined();
  });

  it('has browsers revalidate pages and other files, leaves assets alone, and names the site in the prerendered files', () => {
    const pages = deployments().find((deployment) => deployment.Properties.DistributionId)!;
    expect(pages.Properties.SystemMetadata['cache-control']).toBe('no-cache');
    expect(pages.Properties.Exclude).toEqual(['assets/*']);
    // One source for every file (pages in both languages included), whose markers put the
    // distribution's domain in place of the placeholder at deploy time.
    expect(pages.Properties.SourceObjectKeys).toHaveLength(1);
    expect(Object.keys(pages.Properties.SourceMarkers[0])).toEqual(['https://site-origin.invalid']);
    const markers = JSON.stringify(pages.Properties.SourceMarkers);
    expect(markers).toContain(logicalIdOf('AWS::CloudFront::Distribution', () => true));
    expect(markers).toContain('DomainName');
    const dependsOn = Object.entries(resourcesOfType('Custom::CDKBucketDeployment')).find(
      ([, d]) => d === pages,
    )![1] as Resource & { DependsOn?: string[] };
    expect(JSON.stringify(dependsOn.DependsOn)).toContain('AssetsDeployment');
  });

  it("puts the site's address into every prerendered page when CDK's own deployment handler copies them", async () => {
    const pages = deployments().find((deployment) => deployment.Properties.DistributionId)!;
    const stagedDir = path.join(
      assemblyDir,
      `asset.${String(pages.Properties.SourceObjectKeys[0]).replace(/\.zip$/, '')}`,
    );
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'coaching-deployed-'));
    // The handler's own marker replacement, run by Python on a zip of the staged asset (boto3 is only
    // imported by it, for S3 and CloudFront calls this check does not make).
    const cdkLib = path.dirname(createRequire(import.meta.url).resolve('aws-cdk-lib/package.json'));
    const handlerDir = path.join(cdkLib, 'custom-resource-handlers/dist/aws-s3-deployment/bucket-deployment-handler');
    const script = `
import sys, types, shutil
for name in ['boto3', 'botocore', 'botocore.config', 'botocore.exceptions']:
    module = types.ModuleType(name); sys.modules[name] = module
sys.modules['boto3'].client = lambda *a, **k: None
sys.modules['botocore.config'].Config = lambda *a, **k: None
sys.modules['botocore.exceptions'].ClientError = Exception
sys.modules['botocore.exceptions'].WaiterError = Exception
sys.path.insert(0, sys.argv[1])
import index
archive = shutil.make_archive(sys.argv[3] + '/source', 'zip', sys.argv[2])
index.extract_and_replace_markers(archive, sys.argv[3] + '/contents', {sys.argv[4]: 'https://d111.cloudfront.net'}, {})
`;
    try {
      execFileSync('python3', [
        '-c',
        script,
        handlerDir,
        stagedDir,
        outDir,
        Object.keys(pages.Properties.SourceMarkers[0])[0]!,
      ]);
      const deployed = (file: string) => readFileSync(path.join(outDir, 'contents', file), 'utf8');
      expect(deployed('pages/gu/about.html')).toBe(
        '<link rel="canonical" href="https://d111.cloudfront.net/gu/about.html">',
      );
      expect(deployed('pages/index.html')).toBe('<link rel="canonical" href="https://d111.cloudfront.net/index.html">');
      expect(deployed('pages/robots.txt')).toBe('Sitemap: https://d111.cloudfront.net/sitemap.xml');
      expect(deployed('index.html')).toBe('<!doctype html><title>fixture</title>');
      expect(existsSync(path.join(outDir, 'contents', 'assets', 'index-3f2a.js'))).toBe(false);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it("compresses and follows the files' own caching on the web bucket", () => {
    const { DefaultCacheBehavior } = distributionConfig();
    expect(DefaultCacheBehavior).toMatchObject({ CachePolicyId: cachingOptimizedPolicyId, Compress: true });
  });

  it('sends /courses, /course/* and /sitemap.xml to the page function, kept a minute at the edge and compressed', () => {
    const config = distributionConfig();
    const apiOriginId = config.CacheBehaviors.find(
      (behavior: { PathPattern: string }) => behavior.PathPattern === '/api/*',
    ).TargetOriginId;
    const policies = resourcesOfType('AWS::CloudFront::CachePolicy');
    for (const pattern of SERVER_RENDERED_PATHS) {
      const behavior = config.CacheBehaviors.find(
        (candidate: { PathPattern: string }) => candidate.PathPattern === pattern,
      );
      expect(behavior, pattern).toMatchObject({
        TargetOriginId: apiOriginId,
        Compress: true,
        AllowedMethods: ['GET', 'HEAD'],
        ViewerProtocolPolicy: 'redirect-to-https',
      });
      const policy = policies[behavior.CachePolicyId.Ref]!.Properties.CachePolicyConfig;
      expect(policy).toMatchObject({ MinTTL: SERVER_RENDERED_EDGE_SECONDS, DefaultTTL: SERVER_RENDERED_EDGE_SECONDS });
      expect(policy.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
        // One copy per language: the viewer-request function puts it in ?lang=.
        QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['lang'] },
        CookiesConfig: { CookieBehavior: 'none' },
      });
    }
  });
});

describe('media through CloudFront', () => {
  const behaviour = (pattern: string) =>
    (
      onlyResource('AWS::CloudFront::Distribution').Properties.DistributionConfig.CacheBehaviors as Record<
        string,
        unknown
      >[]
    ).find((b) => b.PathPattern === pattern) as Record<string, unknown> | undefined;
  const videoBucketId = () =>
    Object.keys(resourcesOfType('AWS::S3::Bucket')).find((id) => id.startsWith('VideoBucket'))!;

  it('serves /media/* only with URLs signed by the key group that holds the media public key', () => {
    const keyGroupId = Object.keys(resourcesOfType('AWS::CloudFront::KeyGroup'))[0]!;
    const publicKey = onlyResource('AWS::CloudFront::PublicKey');
    expect(publicKey.Properties.PublicKeyConfig.EncodedKey).toBe(mediaSigningPublicKeyPem);
    const keyGroup = onlyResource('AWS::CloudFront::KeyGroup');
    expect(keyGroup.Properties.KeyGroupConfig.Items).toEqual([
      { Ref: Object.keys(resourcesOfType('AWS::CloudFront::PublicKey'))[0] },
    ]);
    const media = behaviour('/media/*')!;
    expect(media.TrustedKeyGroups).toEqual([{ Ref: keyGroupId }]);
    expect(media.AllowedMethods).toEqual(['GET', 'HEAD', 'OPTIONS']);
    expect(JSON.stringify(media.TargetOriginId)).toBeDefined();
  });

  it('serves /public/* (ad images) unsigned from the same private bucket', () => {
    const media = behaviour('/media/*')!;
    const publicMedia = behaviour('/public/*')!;
    expect(publicMedia.TrustedKeyGroups).toBeUndefined();
    expect(publicMedia.TargetOriginId).toEqual(media.TargetOriginId);
    const origin = (
      onlyResource('AWS::CloudFront::Distribution').Properties.DistributionConfig.Origins as Record<string, unknown>[]
    ).find((o) => o.Id === media.TargetOriginId)!;
    expect(JSON.stringify(origin.DomainName)).toContain(videoBucketId());
    expect(origin.OriginAccessControlId).toBeDefined();
  });

  it('lets nobody read the video bucket but CloudFront (this distribution) and presigned requests', () => {
    const policy = Object.values(resourcesOfType('AWS::S3::BucketPolicy')).find((p) =>
      JSON.stringify(p.Properties.Bucket).includes(videoBucketId()),
    )!;
    const statements = policy.Properties.PolicyDocument.Statement as {
      Effect: string;
      Principal?: unknown;
      Action?: unknown;
      Resource?: unknown;
      Condition?: unknown;
    }[];
    const allows = statements.filter((statement) => statement.Effect === 'Allow');
    expect(allows).toHaveLength(1);
    expect(allows[0]!.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
    expect(allows[0]!.Action).toBe('s3:GetObject');
    expect(JSON.stringify(allows[0]!.Condition)).toContain('AWS:SourceArn');
    // Only the prefixes CloudFront serves, not the whole bucket.
    const resources = [allows[0]!.Resource].flat().map((resource) => JSON.stringify(resource));
    expect(resources).toHaveLength(2);
    expect(resources.map((resource) => /"(\/[^"]*)"\]\]\}$/.exec(resource)?.[1]).sort()).toEqual([
      '/media/*',
      '/public/*',
    ]);
    expect(
      statements.some(
        (statement) =>
          statement.Effect === 'Deny' && JSON.stringify(statement.Condition).includes('aws:SecureTransport'),
      ),
    ).toBe(true);
    const bucket = resourcesOfType('AWS::S3::Bucket')[videoBucketId()]!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('gives playback functions the key pair id and the private key secret, and no other function', () => {
    const secretId = Object.keys(resourcesOfType('AWS::SecretsManager::Secret')).find((id) =>
      id.startsWith('MediaSigning'),
    )!;
    for (const route of routeTable) {
      const [, fn] = routeFunction(route);
      const env = fn.Properties.Environment.Variables;
      if (usesBinding(route, 'media:sign')) {
        expect(env.MEDIA_KEY_PAIR_ID).toEqual({ Ref: Object.keys(resourcesOfType('AWS::CloudFront::PublicKey'))[0] });
        expect(env.MEDIA_SIGNING_KEY_ARN).toEqual({ Ref: secretId });
      } else {
        expect(env.MEDIA_KEY_PAIR_ID).toBeUndefined();
        expect(env.MEDIA_SIGNING_KEY_ARN).toBeUndefined();
      }
    }
  });

  it('without a media signing key, has no /media/* behaviour, warns, and playback falls back to presigned S3 URLs', () => {
    const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [] } });
    const stack = new CoachingStack(app, 'NoMediaKey', { webAssetPath: webDir, pageFunctionPath });
    const plain = Template.fromStack(stack);
    const distribution = Object.values(plain.findResources('AWS::CloudFront::Distribution'))[0]!;
    const patterns = (distribution.Properties.DistributionConfig.CacheBehaviors as { PathPattern: string }[]).map(
      (b) => b.PathPattern,
    );
    expect(patterns).toEqual(expect.arrayContaining(['/api/*', '/public/*']));
    expect(patterns).not.toContain('/media/*');
    expect(Object.keys(plain.findResources('AWS::CloudFront::KeyGroup'))).toEqual([]);
    Annotations.fromStack(stack).hasWarning('*', Match.stringLikeRegexp('No media signing public key'));
  });
});

describe('route functions', () => {
  it("are exactly one nodejs22.x arm64 function per route-table entry (and one per scheduled job, the page function and the transcoding events' one)", () => {
    const projectFunctions = Object.values(resourcesOfType('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Runtime === 'nodejs22.x' && fn.Properties.Architectures?.includes('arm64'),
    );
    // ...the scheduled jobs, the page function and the function MediaConvert's job events call.
    expect(projectFunctions).toHaveLength(routeTable.length + jobs.length + 2);
    expect(
      Object.keys(resourcesOfType('AWS::Lambda::Function')).filter((id) =>
        /^TranscodingEvents?[A-Za-z]*[0-9A-F]{8}$/.test(id),
      ),
    ).toHaveLength(1);
    for (const route of routeTable) routeFunction(route);
  });

  /** Written out again: the routes people call all at once get the 29 s API Gateway waits. */
  const RUSH_ROUTES = [
    'POST /api/auth/student/register',
    'POST /api/auth/student/login',
    'POST /api/create-order',
    'POST /api/verify-payment',
    'POST /api/razorpay/webhook',
    'GET /api/orders/{orderId}',
    // An admission day's online payments for any course or series.
    'POST /api/checkout/order',
    'POST /api/checkout/verify',
    'POST /api/upi-payments/submit-utr',
    'POST /api/upi-payments/{id}/approve',
    'POST /api/upi-payments/{id}/reject',
    'POST /api/admin/students/{id}/offline-payments',
    'POST /api/tests/{testId}/attempts',
    'PUT /api/attempts/{attemptId}/answers/{questionId}',
    'POST /api/attempts/{attemptId}/submit',
  ];

  it.each(routeTable.map((route) => [routeKey(route), route] as const))(
    '%s: runtime, memory, tracing, logs and table binding',
    (_key, route) => {
      const [, fn] = routeFunction(route);
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: usesBinding(route, 'long-work') || RUSH_ROUTES.includes(routeKey(route)) ? 29 : 10,
        MemorySize: ['passwords', 'receipts', 'long-work'].some((binding) => usesBinding(route, binding)) ? 1024 : 256,
        TracingConfig: { Mode: 'Active' },
      });
      expect(fn.Properties.Environment.Variables).toMatchObject({
        TABLE_NAME: { Ref: tableId() },
        NODE_OPTIONS: '--enable-source-maps',
      });
      const logGroupId = fn.Properties.LoggingConfig.LogGroup.Ref;
      expect(resourcesOfType('AWS::Logs::LogGroup')[logGroupId]?.Properties.RetentionInDays).toBe(30);
    },
  );

  it.each(routeTable.map((route) => [routeKey(route), route] as const))(
    '%s: exactly the permissions and settings of its bindings, nothing more',
    (_key, route) => {
      const [, fn] = routeFunction(route);
      const expected = union([ALWAYS, { grants: [], env: ['ROUTE_KEY'] }, ...bindingsOf(route).map(expectedBinding)]);
      expect(grantsOf(policyStatements(fn), kindOfLogicalId)).toEqual(expected.grants);
      expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(expected.env);
    },
  );

  it('no policy in the stack allows dynamodb:Scan or every DynamoDB action', () => {
    const actions = allPolicyDocuments().flatMap((document) => actionsOf(document.Statement));
    expect(actions.length).toBeGreaterThan(0);
    for (const forbidden of ['dynamodb:Scan', 'dynamodb:*', '*']) expect(actions).not.toContain(forbidden);
  });

  it('every secret in the stack is read by at least one function', () => {
    const secretIds = Object.keys(resourcesOfType('AWS::SecretsManager::Secret'));
    expect(secretIds.length).toBeGreaterThan(0);
    const readers = (secretId: string) =>
      routeTable.filter((route) =>
        policyStatements(routeFunction(route)[1]).some(
          (statement) =>
            actionsOf([statement]).includes('secretsmanager:GetSecretValue') &&
            JSON.stringify(statement.Resource).includes(`"${secretId}"`),
        ),
      );
    for (const secretId of secretIds) expect(readers(secretId).length, secretId).toBeGreaterThan(0);
  });

  it('bundle ESM with the createRequire banner, a source map and the AWS SDK inside', () => {
    const [, fn] = routeFunction(routeTable.find((route) => usesBinding(route, 'passwords'))!);
    const assetHash = String(fn.Properties.Code.S3Key).replace(/\.zip$/, '');
    const bundleDir = path.join(assemblyDir, `asset.${assetHash}`);
    const bundle = readFileSync(path.join(bundleDir, 'index.mjs'), 'utf8');
    expect(bundle).toContain('createRequire');
    expect(existsSync(path.join(bundleDir, 'index.mjs.map'))).toBe(true);
    expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
  });

  it('the functions that render receipts carry the fallback fonts beside their bundle, no other does', () => {
    const bundleDirOf = (fn: Resource) =>
      path.join(assemblyDir, `asset.${String(fn.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    const hasFonts = (fn: Resource) => existsSync(path.join(bundleDirOf(fn), 'receipt-fonts', 'manifest.json'));
    const renderers = ['GET /api/receipt/{receiptNumber}', 'GET /api/credit-note/{creditNoteNumber}'];
    for (const route of routeTable)
      expect(hasFonts(routeFunction(route)[1]), routeKey(route)).toBe(renderers.includes(routeKey(route)));
    const jobFunction = (name: string) =>
      Object.entries(resourcesOfType('AWS::Lambda::Function')).find(([id]) =>
        new RegExp(`^${name}[0-9A-F]{8}$`).test(id),
      )![1];
    for (const job of jobs) expect(hasFonts(jobFunction(job.name)), job.name).toBe(job.name === 'SendMail');
    const fonts = readdirSync(path.join(bundleDirOf(jobFunction('SendMail')), 'receipt-fonts'));
    expect(fonts).toEqual(
      expect.arrayContaining(['noto-sans-arabic-arabic.woff', 'noto-sans-sc-118.woff', 'LICENSE.txt']),
    );
  });
});

describe('scheduled jobs', () => {
  it.each(jobs.map((job) => [job.name, job] as const))(
    '%s: its own function with exactly its bindings, invoked by an EventBridge schedule',
    (_name, job) => {
      const [functionId, fn] = Object.entries(resourcesOfType('AWS::Lambda::Function')).find(([id]) =>
        new RegExp(`^${job.name}[0-9A-F]{8}$`).test(id),
      )!;
      const expected = union([ALWAYS, ...job.uses.map(expectedBinding)]);
      expect(grantsOf(policyStatements(fn), kindOfLogicalId)).toEqual(expected.grants);
      expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(expected.env);
      expect(fn.Properties.Timeout).toBe(300);
      const rules = Object.values(resourcesOfType('AWS::Events::Rule')).filter((rule) =>
        JSON.stringify(rule.Properties.Targets).includes(`"${functionId}"`),
      );
      expect(rules).toHaveLength(1);
      expect(rules[0]!.Properties).toMatchObject({ ScheduleExpression: job.schedule, State: 'ENABLED' });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [functionId, 'Arn'] },
      });
    },
  );

  it('the orphan sweep may list only media/courses/ and delete only objects there', () => {
    const sweep = jobs.find((job) => job.name === 'SweepOrphanMedia')!;
    const [, fn] = Object.entries(resourcesOfType('AWS::Lambda::Function')).find(([id]) => id.startsWith(sweep.name))!;
    expect(grantsOf(policyStatements(fn), kindOfLogicalId).filter((grant) => grant.startsWith('s3:'))).toEqual([
      's3:DeleteObject@media-bucket/media/courses/*',
      's3:ListBucket@media-bucket[prefix=media/courses/*]',
    ]);
  });
});

describe('who may call what, as deployed', () => {
  const apiRoutes = () => Object.values(resourcesOfType('AWS::ApiGatewayV2::Route'));

  it.each(routeTable.map((route) => [routeKey(route)] as const))(
    '%s: no API Gateway authorizer, its own function, which checks callers as the access policy says',
    (key) => {
      const apiRoute = apiRoutes().find((candidate) => candidate.Properties.RouteKey === key)!;
      expect(apiRoute, key).toBeDefined();
      // Authorization happens in the function, from the route table; the gateway lets every call through to it.
      expect(apiRoute.Properties.AuthorizationType ?? 'NONE').toBe('NONE');
      const integrationId = apiRoute.Properties.Target['Fn::Join'][1][1].Ref;
      const functionId = resourcesOfType('AWS::ApiGatewayV2::Integration')[integrationId]!.Properties.IntegrationUri[
        'Fn::GetAtt'
      ][0];
      const fn = resourcesOfType('AWS::Lambda::Function')[functionId]!;
      const access = requiredAccess(key);
      expect(fn.Properties.Environment.Variables.ROUTE_KEY).toBe(key);
      // The description names the access as the route declares it: a word, or the staff roles joined by ' + '.
      const label = String(fn.Properties.Description).slice(key.length + 2, -1);
      expect(fn.Properties.Description).toBe(`${key} (${label})`);
      expect(typeof access === 'string' ? label : label.split(' + ').sort()).toEqual(
        typeof access === 'string' ? access : [...access].sort(),
      );
      // A function that must check who calls it can: it has the token key and reads the caller's account.
      if (access !== 'public') {
        expect(fn.Properties.Environment.Variables.JWT_SECRET_ARN, key).toBeDefined();
        expect(grantsOf(policyStatements(fn), kindOfLogicalId), key).toContain(
          'dynamodb:GetItem@table[LeadingKeys=USER#*]',
        );
      }
    },
  );
});

describe('HTTP API', () => {
  it('has one route per route-table entry, each wired to its own function with payload v2', () => {
    const apiRoutes = Object.values(resourcesOfType('AWS::ApiGatewayV2::Route')).filter(
      (route) => route.Properties.RouteKey.startsWith('GET /api/') || !route.Properties.RouteKey.startsWith('GET '),
    );
    expect(apiRoutes.map((route) => route.Properties.RouteKey).sort()).toEqual(routeTable.map(routeKey).sort());
    const integrations = resourcesOfType('AWS::ApiGatewayV2::Integration');
    for (const route of routeTable) {
      const apiRoute = apiRoutes.find((candidate) => candidate.Properties.RouteKey === routeKey(route))!;
      const integrationId = apiRoute.Properties.Target['Fn::Join'][1][1].Ref;
      expect(integrations[integrationId]?.Properties).toMatchObject({
        IntegrationType: 'AWS_PROXY',
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [routeFunction(route)[0], 'Arn'] },
      });
    }
  });

  it('throttles and access-logs the default stage, with room for a class of 300 logging in at once', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 400 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('\\$context\\.requestId') },
    });
  });
});

describe('secrets', () => {
  it('generates the JWT key, and creates a Razorpay secret only if some route uses Razorpay', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
    });
    const razorpaySecrets = Object.keys(resourcesOfType('AWS::SecretsManager::Secret')).filter((id) =>
      secretKind(id)?.startsWith('razorpay'),
    );
    const razorpayRoutes = routeTable.filter(
      (route) => usesBinding(route, 'razorpay') || usesBinding(route, 'razorpay:webhook'),
    );
    if (razorpayRoutes.length === 0) expect(razorpaySecrets).toEqual([]);
    else expect(razorpaySecrets.length).toBeGreaterThan(0);
  });

  it('puts no secret value in the template, and a secret reference only in the origin header', () => {
    const json = template.toJSON() as { Resources: Record<string, Resource> };
    expect(JSON.stringify(json)).not.toContain('"SecretString"');
    const referencing = Object.entries(json.Resources).filter(([, resource]) =>
      JSON.stringify(resource).includes('resolve:secretsmanager'),
    );
    expect(referencing.map(([, resource]) => resource.Type)).toEqual(['AWS::CloudFront::Distribution']);
  });
});

describe('operations', () => {
  it('keeps every log group for one month', () => {
    const logGroups = Object.values(resourcesOfType('AWS::Logs::LogGroup'));
    // The route functions share one; the page function, the jobs, the API's access log and the deployment have theirs.
    expect(logGroups.length).toBeGreaterThanOrEqual(4);
    for (const logGroup of logGroups) expect(logGroup.Properties.RetentionInDays).toBe(30);
  });

  it('outputs what operators and scripts need, and the ARN of each secret that exists', () => {
    for (const output of ['SiteUrl', 'ApiUrl', 'TableName', 'VideoBucketName', 'JwtSecretArn', 'MediaSigningKeyArn']) {
      template.hasOutput(output, Match.anyValue());
    }
    const outputOf: Record<string, string> = {
      'jwt-secret': 'JwtSecretArn',
      'razorpay-secret': 'RazorpaySecretArn',
      'razorpay-webhook-secret': 'RazorpayWebhookSecretArn',
      'media-signing-key': 'MediaSigningKeyArn',
    };
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    const secretIds = Object.keys(resourcesOfType('AWS::SecretsManager::Secret'));
    for (const [kind, name] of Object.entries(outputOf)) {
      const secretId = secretIds.find((id) => secretKind(id) === kind);
      if (secretId) expect(outputs[name]?.Value, name).toEqual({ Ref: secretId });
      else expect(outputs[name], name).toBeUndefined();
    }
  });

  it('refuses to synthesize without a web build', async () => {
    const emptyDir = await mkdtemp(path.join(os.tmpdir(), 'coaching-no-web-'));
    try {
      const app = new App({ context: cdkContext, outdir: path.join(emptyDir, 'cdk.out') });
      expect(() => new CoachingStack(app, 'NoWeb', { webAssetPath: emptyDir })).toThrow(
        'web/dist is missing: run `npm run build:web` before synth',
      );
    } finally {
      await rm(emptyDir, { recursive: true, force: true });
    }
  });
});

describe('cdk-nag AwsSolutions', () => {
  it('reports no errors or warnings', () => {
    const findings = [
      ...annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ];
    expect(findings.map((finding) => `${finding.id}: ${String(finding.entry.data).split(':')[0]}`)).toEqual([]);
  });

  it('gives a reason for every suppression', () => {
    const json = template.toJSON() as { Metadata?: CfnJson; Resources: Record<string, Resource> };
    const suppressions = [json.Metadata, ...Object.values(json.Resources).map((resource) => resource.Metadata)].flatMap(
      (metadata) => (metadata?.cdk_nag?.rules_to_suppress ?? []) as { id: string; reason: string }[],
    );
    expect(suppressions.length).toBeGreaterThan(0);
    for (const suppression of suppressions) expect(suppression.reason.trim(), suppression.id).not.toBe('');
  });
});

describe('page function', () => {
  const pageFunction = () => {
    const found = Object.entries(resourcesOfType('AWS::Lambda::Function')).filter(([id]) =>
      /^PageFunction[0-9A-F]{8}$/.test(id),
    );
    expect(found).toHaveLength(1);
    return found[0]!;
  };

  it('answers the page routes of the HTTP API with payload v2', () => {
    const [fnId] = pageFunction();
    const integrations = resourcesOfType('AWS::ApiGatewayV2::Integration');
    const pageRoutes = Object.values(resourcesOfType('AWS::ApiGatewayV2::Route')).filter(
      (route) => !route.Properties.RouteKey.includes(' /api/'),
    );
    expect(pageRoutes.map((route) => route.Properties.RouteKey).sort()).toEqual([
      'GET /course/{proxy+}',
      'GET /courses',
      'GET /sitemap.xml',
    ]);
    for (const route of pageRoutes) {
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref;
      expect(integrations[integrationId]?.Properties).toMatchObject({
        PayloadFormatVersion: '2.0',
        IntegrationUri: { 'Fn::GetAtt': [fnId, 'Arn'] },
      });
    }
  });

  it("gives the routes that write links into e-mails the same site address (the CDN's, never a request's)", () => {
    const [, page] = pageFunction();
    const linking = routeTable.filter((route) => usesBinding(route, 'site'));
    // A reset link, and a staff invitation (a reset link that lasts longer).
    expect(linking.map(routeKey).sort()).toEqual(['POST /api/admin/staff', 'POST /api/auth/password-reset/request']);
    for (const route of linking)
      expect(routeFunction(route)[1].Properties.Environment.Variables.SITE_URL).toEqual(
        page.Properties.Environment.Variables.SITE_URL,
      );
  });

  it('knows the site by address, reads the API through CloudFront (which adds the origin header), and may read nothing but the origin secret', () => {
    const [, fn] = pageFunction();
    const env = fn.Properties.Environment.Variables;
    expect(
      Object.keys(env)
        .filter((name) => !/^(PARAMETERS_SECRETS_EXTENSION|SECRETS_MANAGER|SSM_PARAMETER_STORE)_/.test(name))
        .sort(),
    ).toEqual(['API_URL', 'NODE_OPTIONS', 'ORIGIN_SECRET_ARN', 'SITE_URL']);
    expect(JSON.stringify(env.SITE_URL)).toContain(logicalIdOf('AWS::CloudFront::Distribution', () => true));
    expect(env.API_URL).toEqual(env.SITE_URL);
    expect(JSON.stringify(env.API_URL)).not.toContain('.execute-api.');
    // The execute-api address reaches the page routes too: like the API, the function checks CloudFront's
    // origin header, reading the secret through the Parameters and Secrets extension (no AWS SDK in it).
    const secretId = Object.keys(resourcesOfType('AWS::SecretsManager::Secret')).find(
      (id) => secretKind(id) === 'origin-secret',
    )!;
    expect(env.ORIGIN_SECRET_ARN).toEqual({ Ref: secretId });
    const [layer] = fn.Properties.Layers as { 'Fn::FindInMap': [string, unknown, string] }[];
    const [mapName, , version] = layer!['Fn::FindInMap'];
    const mappings = template.toJSON().Mappings as Record<string, Record<string, Record<string, string>>>;
    expect(mappings[mapName]!['ap-south-1']![version]).toMatch(
      /^arn:aws:lambda:ap-south-1:\d+:layer:AWS-Parameters-and-Secrets-Lambda-Extension-Arm64:\d+$/,
    );
    expect(actionsOf(policyStatements(fn)).sort()).toEqual([
      'secretsmanager:DescribeSecret',
      'secretsmanager:GetSecretValue',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    for (const statement of policyStatements(fn).filter((statement) =>
      actionsOf([statement]).some((action) => action.startsWith('secretsmanager:')),
    )) {
      expect(statement.Resource).toEqual({ Ref: secretId });
    }
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Handler: 'index.handler' });
  });
});
