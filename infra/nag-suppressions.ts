import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { NagSuppressions } from 'cdk-nag';
import type { RouteApi } from './constructs/route-api.js';
import type { WebHosting } from './constructs/web-hosting.js';

export interface SuppressedParts {
  readonly routeFunctions: IConstruct[];
  readonly secrets: IConstruct[];
  readonly videoBucket: IConstruct;
  readonly api: RouteApi;
  readonly web: WebHosting;
}

const lambdaBasicExecutionRole = 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

/** Each AwsSolutions finding we accept, on the narrowest construct it applies to, with the reason. */
export function addNagSuppressions(stack: Stack, parts: SuppressedParts): void {
  const videoBucketLogicalId = stack.getLogicalId(parts.videoBucket.node.defaultChild as CfnElement);
  NagSuppressions.addResourceSuppressions(
    parts.routeFunctions,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
        appliesTo: [lambdaBasicExecutionRole],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Object actions are limited to the prefix of their area (media/courses/ for course videos, public/ads/ for ad images): object keys are chosen by the server per course and upload, so the grant names the prefix, never the whole bucket.',
        appliesTo: [`Resource::<${videoBucketLogicalId}.Arn>/media/courses/*`, `Resource::<${videoBucketLogicalId}.Arn>/public/ads/*`],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason: 'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so they are granted on *.',
        appliesTo: ['Resource::*'],
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'Route functions are pinned to nodejs22.x on purpose; the runtime moves together with the bundle target and the local Node version.',
      },
    ],
    true,
  );

  NagSuppressions.addResourceSuppressions(parts.api.httpApi, [
    {
      id: 'AwsSolutions-APIG4',
      reason: "Authorization is enforced inside each function from the route table's access level (public, signed-in, student, admin) with a verified JWT; public routes are public by design.",
    },
  ], true);

  NagSuppressions.addResourceSuppressions(parts.secrets, [
    {
      id: 'AwsSolutions-SMG4',
      reason: 'These secrets are rotated by hand, not by a rotation Lambda: rotating the JWT key signs everyone out; the Razorpay API keys and webhook secret must change together with the Razorpay dashboard; the media signing key must change together with its CloudFront public key.',
    },
  ]);

  NagSuppressions.addResourceSuppressions([parts.videoBucket, parts.web.bucket], [
    {
      id: 'AwsSolutions-S1',
      reason: 'Both buckets are private and reached only through CloudFront (OAC) or short-lived presigned URLs; server access logs would need a separate log bucket with no reader yet.',
    },
  ]);

  NagSuppressions.addResourceSuppressions(parts.web.distribution, [
    { id: 'AwsSolutions-CFR1', reason: 'No geographic restriction is required: the site is open to any visitor.' },
    { id: 'AwsSolutions-CFR2', reason: 'No WAF yet: the API is throttled at its stage and every input is validated in the function; WAF can be added when traffic justifies its cost.' },
    { id: 'AwsSolutions-CFR3', reason: 'CloudFront standard logs need an ACL-enabled log bucket; API requests are already logged at the HTTP API stage.' },
    { id: 'AwsSolutions-CFR4', reason: 'The distribution uses the default *.cloudfront.net certificate, where CloudFront fixes the security policy; a custom domain with an ACM certificate and TLSv1.2_2021 comes with the domain.' },
  ]);

  // BucketDeployment's handler is a CDK-owned singleton created at stack level, outside the WebHosting construct.
  const deploymentHandlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  NagSuppressions.addResourceSuppressions(
    deploymentHandlers,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason: 'AWSLambdaBasicExecutionRole only lets the CDK deployment handler write its own logs.',
        appliesTo: [lambdaBasicExecutionRole],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason: 'CDK BucketDeployment copies the web build from the CDK asset bucket into the web bucket (object wildcards on those two buckets) and invalidates CloudFront, whose actions support no resource-level scoping.',
      },
      { id: 'AwsSolutions-L1', reason: 'The deployment handler runtime is chosen and maintained by aws-cdk-lib.' },
    ],
    true,
  );
}
