import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  type IKeyGroup,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { BlockPublicAccess, Bucket, BucketEncryption, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

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
}

// Client-side routes (/courses/42) have no file in the bucket; anything with an extension is a real asset.
const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.split('/').pop();
  if (lastSegment.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** The one public domain: the SPA from a private bucket, /api/* passed to the HTTP API. */
export class WebHosting extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebHostingProps) {
    super(scope, id);

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      autoDeleteObjects: true,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const spaFallback = new CloudFrontFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(spaFallbackCode),
      runtime: FunctionRuntime.JS_2_0,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        strictTransportSecurity: { accessControlMaxAge: Duration.days(730), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.connectSources), override: true },
      },
    });

    // One origin, so one origin access control and one bucket policy statement for both media paths.
    const mediaOrigin = S3BucketOrigin.withOriginAccessControl(props.mediaBucket);
    const mediaBehavior = {
      origin: mediaOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          // A redirect would turn a POST into a GET, so plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
        '/public/*': mediaBehavior,
        ...(props.mediaKeyGroup ? { '/media/*': { ...mediaBehavior, trustedKeyGroups: [props.mediaKeyGroup] } } : {}),
      },
    });

    new BucketDeployment(this, 'Deployment', {
      sources: [Source.asset(props.webAssetPath)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup: new LogGroup(this, 'DeploymentLogs', {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });
  }
}

function contentSecurityPolicy(connectSources: string[]): string {
  const razorpayCheckout = 'https://checkout.razorpay.com';
  // Razorpay's checkout script opens its payment form in a frame served from api.razorpay.com.
  const razorpayApi = 'https://api.razorpay.com';
  return [
    "default-src 'self'",
    `script-src 'self' ${razorpayCheckout}`,
    `frame-src ${razorpayCheckout} ${razorpayApi}`,
    `connect-src 'self' ${[razorpayApi, ...connectSources].join(' ')}`,
    "img-src 'self' data: https:",
    // Course videos play from presigned URLs on the video bucket (CloudFront /media/* is same-origin).
    `media-src 'self' ${connectSources.join(' ')}`,
    // Razorpay's checkout adds its overlay with inline styles.
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
