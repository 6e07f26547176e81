import { Aws, Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  type IKeyGroup,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  type IOrigin,
  OriginBase,
  type OriginBindConfig,
  type OriginBindOptions,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, type ISource, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/constants.js';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  RAZORPAY_API_ORIGIN,
  RAZORPAY_CHECKOUT_ORIGIN,
} from '#shared/security-headers.js';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY,
  LANGUAGES,
  pageOfPrerenderedFile,
  PRERENDERED_DIR,
  SERVER_RENDERED_EDGE_SECONDS,
  SERVER_RENDERED_PATHS,
  SITE_ORIGIN_PLACEHOLDER,
} from '#shared/site-pages.js';

export interface WebHostingProps {
  /** Folder holding the built web app (index.html and its assets). */
  readonly webAssetPath: string;
  /** Host name of the HTTP API that serves /api/*. */
  readonly apiDomainName: string;
  /** Extra origins the page may fetch from, e.g. the video bucket for direct uploads. */
  readonly connectSources: string[];
  /** Private media: /public/* (ad images) unsigned, /media/* (videos) only with a URL signed by the key group. */
  readonly mediaBucket: IBucket;
  readonly mediaKeyGroup?: IKeyGroup;
  /** The site's address for canonical and share links; the distribution's own domain by default. */
  readonly siteUrl?: string;
  /** Its value goes in the origin header of every API request; the API refuses requests without it. */
  readonly originSecret: ISecret;
  /**
   * A version id of the origin secret to send instead of its current value: a deploy with a new one is
   * how CloudFront picks up a rotated value (docs/security.md, "The API only through CloudFront").
   */
  readonly originSecretVersion?: string;
  /** Where CloudFront's standard logs and the buckets' access logs go. */
  readonly logBucket: IBucket;
  /** A WAF web ACL (CLOUDFRONT scope, so made in us-east-1) in front of the whole site. */
  readonly webAclArn?: string;
}

/** The object-key prefixes CloudFront serves from the media bucket: ad images unsigned, videos signed. */
export const SERVED_MEDIA_PREFIXES = ['public/', 'media/'] as const;

/** Every file of the build's prerendered folder, relative to the build ('pages/about.html'). */
function prerenderedFiles(webAssetPath: string): string[] {
  const dir = path.join(webAssetPath, PRERENDERED_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(webAssetPath, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/**
 * A source whose files get the site's address in place of SITE_ORIGIN_PLACEHOLDER as they are
 * copied: BucketDeployment replaces a source's markers in every file of it at deploy time, when the
 * distribution's domain is known. One source for every page, where Source.data would take one per
 * file (and one more grant on the deployment role for each).
 */
function withSiteOrigin(source: ISource, siteUrl: string): ISource {
  return {
    bind: (scope, context) => ({ ...source.bind(scope, context), markers: { [SITE_ORIGIN_PLACEHOLDER]: siteUrl } }),
  };
}

/**
 * The language of a page request in a CloudFront function, decided as shared/site-pages.ts's
 * `requestLanguage` decides it (test/infra checks the two agree): `?lang=`, else the `lang` cookie,
 * else the language of Accept-Language with the highest weight, else English.
 */
const requestLanguageCode = `var languages = ${JSON.stringify(LANGUAGES)};
function known(value) {
  return languages.indexOf(value) !== -1;
}
function requestLanguage(request) {
  var asked = request.querystring['${LANGUAGE_QUERY}'];
  if (asked && known(asked.value)) return asked.value;
  var chosen = request.cookies['${LANGUAGE_COOKIE}'];
  if (chosen && known(chosen.value)) return chosen.value;
  var header = request.headers['accept-language'];
  var best = '${DEFAULT_LANGUAGE}';
  var bestWeight = 0;
  var parts = header ? header.value.split(',') : [];
  for (var i = 0; i < parts.length; i++) {
    var fields = parts[i].trim().split(';');
    var language = fields[0].trim().toLowerCase().split('-')[0];
    var weight = 1;
    for (var j = 1; j < fields.length; j++) {
      var q = /^\\s*q=([0-9.]+)\\s*$/.exec(fields[j]);
      if (q) {
        weight = Number(q[1]);
        break;
      }
    }
    if (known(language) && weight > 0 && weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}`;

/**
 * The viewer-request function of the web bucket: a prerendered page's path gets its file in the
 * request's language (/about → /pages/about.html, in Gujarati /pages/gu/about.html), any other page
 * path (/dashboard) the app shell; anything with an extension is a real file.
 */
function webRequestCode(prerendered: Record<string, Record<string, string>>): string {
  return `var prerendered = ${JSON.stringify(prerendered)};
${requestLanguageCode}
function handler(event) {
  var request = event.request;
  var uri = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
  var page = prerendered[uri];
  if (page) {
    request.uri = page[requestLanguage(request)] || page['${DEFAULT_LANGUAGE}'];
    return request;
  }
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;
}

/**
 * The viewer-request function of the pages the page function renders: the request's language goes
 * into \`?lang=\`, the one thing CloudFront keys those pages on and passes to the function.
 */
const pageLanguageCode = `${requestLanguageCode}
function handler(event) {
  var request = event.request;
  request.querystring = { '${LANGUAGE_QUERY}': { value: requestLanguage(request) } };
  return request;
}`;

/**
 * Each prerendered file by the path it answers and its language. The home page also answers
 * /index.html: whether CloudFront applies the default root object before or after the function, /
 * gets the home page (the function's own rewrites to the app shell are not seen by it again).
 * Files without a language (robots.txt) answer in every language.
 */
function prerenderedPaths(files: string[]): Record<string, Record<string, string>> {
  const paths: Record<string, Record<string, string>> = {};
  for (const file of files) {
    const { path: pagePath, language } = pageOfPrerenderedFile(file);
    paths[pagePath] = { ...paths[pagePath], [language]: `/${file}` };
  }
  if (paths['/']) paths['/index.html'] = paths['/'];
  return paths;
}

/** The long cache of hashed assets: their names change with their content. */
const IMMUTABLE = [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()];

/**
 * Runs on every /api/* request before it goes to the API: the viewer's IP address, as CloudFront saw
 * the connection, in a header of its own. Whatever the viewer sent under that name is overwritten.
 */
export const viewerAddressCode = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

/**
 * An S3 origin reached through origin access control whose bucket policy lets this distribution read
 * only the given prefixes, not the whole bucket (CDK's own S3 origin grants bucket/*).
 */
class PrefixScopedS3Origin extends OriginBase {
  constructor(
    private readonly bucket: IBucket,
    private readonly prefixes: readonly string[],
    private readonly accessControl: S3OriginAccessControl,
  ) {
    super(bucket.bucketRegionalDomainName);
  }

  override bind(scope: Construct, options: OriginBindOptions): OriginBindConfig {
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: this.prefixes.map((prefix) => this.bucket.arnForObjects(`${prefix}*`)),
        conditions: {
          StringEquals: {
            'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/${options.distributionId}`,
          },
        },
      }),
    );
    const config = super.bind(scope, options);
    return {
      ...config,
      originProperty: { ...config.originProperty!, originAccessControlId: this.accessControl.originAccessControlId },
    };
  }

  protected override renderS3OriginConfig() {
    return { originAccessIdentity: '' };
  }
}

/** The one public domain: the SPA from a private bucket, /api/* passed to the HTTP API. */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** The site's address: what canonical and share links name. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: props.logBucket,
      serverAccessLogsPrefix: 's3/web/',
      autoDeleteObjects: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const prerendered = prerenderedFiles(props.webAssetPath);
    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(webRequestCode(prerenderedPaths(prerendered))),
      runtime: FunctionRuntime.JS_2_0,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            media: props.connectSources,
            checkout: { script: RAZORPAY_CHECKOUT_ORIGIN, api: RAZORPAY_API_ORIGIN },
          }),
          override: true,
        },
      },
    });

    // One origin, so one origin access control and one bucket policy statement for both media paths.
    const mediaOrigin: IOrigin = new PrefixScopedS3Origin(
      props.mediaBucket,
      SERVED_MEDIA_PREFIXES,
      new S3OriginAccessControl(this, 'MediaAccessControl'),
    );

    const viewerAddress = new CloudFrontFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(viewerAddressCode),
      runtime: FunctionRuntime.JS_2_0,
    });
    // Everything the viewer sent but Host (API Gateway routes on its own host name); the viewer's
    // address arrives in the header the function above sets.
    const apiRequests = new OriginRequestPolicy(this, 'ApiRequests', {
      comment: 'API: all viewer headers except Host, all query strings and cookies',
      headerBehavior: OriginRequestHeaderBehavior.denyList('Host'),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.all(),
    });
    const originSecretValue = props.originSecretVersion
      ? SecretValue.secretsManager(props.originSecret.secretArn, { versionId: props.originSecretVersion })
      : props.originSecret.secretValue;
    const mediaBehavior = {
      origin: mediaOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
    };

    const apiOrigin = new HttpOrigin(props.apiDomainName, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      // A dynamic reference: the template names the secret, CloudFormation puts its value in.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: originSecretValue.unsafeUnwrap() },
    });
    // Pages the page function renders: kept at the edge for a minute whatever the function's
    // no-cache (which is for browsers), compressed, one copy per path and language.
    const renderedPages = new CachePolicy(this, 'RenderedPages', {
      comment: 'Pages rendered from the catalogue: a minute at the edge, one copy per language',
      minTtl: Duration.seconds(SERVER_RENDERED_EDGE_SECONDS),
      defaultTtl: Duration.seconds(SERVER_RENDERED_EDGE_SECONDS),
      maxTtl: Duration.seconds(SERVER_RENDERED_EDGE_SECONDS * 5),
      queryStringBehavior: CacheQueryStringBehavior.allowList(LANGUAGE_QUERY),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const pageLanguage = new CloudFrontFunction(this, 'PageLanguage', {
      code: FunctionCode.fromInline(pageLanguageCode),
      runtime: FunctionRuntime.JS_2_0,
    });
    const pageBehavior = {
      origin: apiOrigin,
      functionAssociations: [{ function: pageLanguage, eventType: FunctionEventType.VIEWER_REQUEST }],
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: renderedPages,
      compress: true,
      responseHeadersPolicy: securityHeaders,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Follows the files' own Cache-Control (set by the deployments below), compressed with brotli or gzip.
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...Object.fromEntries(SERVER_RENDERED_PATHS.map((pattern) => [pattern, pageBehavior])),
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET, so plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: apiRequests,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
        },
        '/public/*': mediaBehavior,
        ...(props.mediaKeyGroup ? { '/media/*': { ...mediaBehavior, trustedKeyGroups: [props.mediaKeyGroup] } } : {}),
      },
    });

    this.siteUrl = props.siteUrl?.replace(/\/+$/, '') ?? `https://${this.distribution.distributionDomainName}`;
    const logGroup = new LogGroup(this, 'DeploymentLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // Hashed assets first, kept a year and never pruned: a visitor whose page is from the previous
    // deployment still finds the chunks it loads lazily.
    const assetsDir = path.join(props.webAssetPath, 'assets');
    const assets = existsSync(assetsDir)
      ? new BucketDeployment(this, 'AssetsDeployment', {
          sources: [Source.asset(assetsDir)],
          destinationBucket: this.bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: IMMUTABLE,
          prune: false,
          logGroup,
        })
      : undefined;
    // Then the pages and other files, revalidated on every visit; the prerendered ones get the
    // site's address in place of the placeholder as they are copied.
    const pages = new BucketDeployment(this, 'Deployment', {
      sources: [withSiteOrigin(Source.asset(props.webAssetPath, { exclude: ['assets/*', '.vite/*'] }), this.siteUrl)],
      exclude: ['assets/*'],
      destinationBucket: this.bucket,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    if (assets) pages.node.addDependency(assets);
  }
}
