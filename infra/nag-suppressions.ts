import { type CfnElement, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { NagSuppressions } from 'cdk-nag';
import type { RouteApi } from './constructs/route-api.js';
import type { Transcoding } from './constructs/transcoding.js';
import type { WebHosting } from './constructs/web-hosting.js';

export interface SuppressedParts {
  readonly routeFunctions: IConstruct[];
  readonly secrets: IConstruct[];
  readonly videoBucket: IConstruct;
  readonly api: RouteApi;
  /** The nested stacks holding the route functions and the API routes. */
  readonly routeStacks: IConstruct[];
  readonly web: WebHosting;
  readonly logBucket: IConstruct;
  /** False when synthesized with -c waf=false. */
  readonly wafEnabled: boolean;
  readonly transcoding?: Transcoding;
  /** The SNS topics alarms notify. */
  readonly alarmTopics: IConstruct[];
}

/** For the alarm topic of either stack. */
export const alarmTopicEncryption = {
  id: 'AwsSolutions-SNS2',
  reason:
    "The alarm topic carries CloudWatch alarm notices (an alarm's name and state), no personal data; CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key, and a customer key for this alone would cost more than the data is worth. Its policy refuses publishing without TLS.",
};

const lambdaBasicExecutionRole =
  'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

/** Each AwsSolutions finding we accept, on the narrowest construct it applies to, with the reason. */
export function addNagSuppressions(stack: Stack, parts: SuppressedParts): void {
  const videoBucketLogicalId = stack.getLogicalId(parts.videoBucket.node.defaultChild as CfnElement);
  // Objects under one prefix of the video bucket, named as cdk-nag sees them: by the bucket's ARN in this
  // stack, or by the parameter that passes that ARN into a nested stack of route functions.
  const bucketObjects = (prefix: string) => ({
    regex: `/^Resource::<(${videoBucketLogicalId}\\.Arn|referenceto\\w*${videoBucketLogicalId.replace(/[0-9A-F]{8}$/, '')}[0-9A-F]{8}Arn)>\\/${prefix.replace(/[/*]/g, '\\$&')}\\*$/`,
  });
  // A function's role is its sibling, not its child (project-function.ts): both take the suppressions.
  const withRoles = parts.routeFunctions.flatMap((fn) => [
    fn,
    ...('role' in fn && fn.role ? [fn.role as IConstruct] : []),
  ]);
  NagSuppressions.addResourceSuppressions(
    withRoles,
    [
      {
        id: 'AwsSolutions-IAM4',
        reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
        appliesTo: [lambdaBasicExecutionRole],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Object actions are limited to the prefix of their area (media/courses/ for course videos, media/courses/*/hls/ for their renditions, public/ads/ for ad images): object keys are chosen by the server per course and upload, so the grant names the prefix, never the whole bucket.',
        appliesTo: [
          bucketObjects('media/courses/'),
          bucketObjects('media/courses/*/hls/'),
          bucketObjects('public/ads/'),
        ],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'The Excel export writes and presigns reads of objects under exports/ only, named by the server (exports/<export id>.xlsx), one per export; a lifecycle rule deletes them after a day.',
        appliesTo: [bucketObjects('exports/')],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Question bank files: images under media/tests/ (keys chosen by the server per test and image, served signed) and spreadsheets under imports/ (keys chosen by the server per import, read once, expired by a lifecycle rule after a day).',
        appliesTo: [bucketObjects('media/tests/'), bucketObjects('imports/')],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Study notes: PDFs uploaded under uploads/notes/ (keys chosen by the server per course and upload; one never saved expires after a day by a lifecycle rule), checked to be a PDF and moved under media/notes/ when saved, downloaded only through presigned links that live minutes; a deleted course lists and deletes its own folder only.',
        appliesTo: [bucketObjects('media/notes/'), bucketObjects('uploads/notes/')],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Bank statements: CSV files uploaded under uploads/statements/ (keys chosen by the server per upload), read by their import and expired by a lifecycle rule after a day.',
        appliesTo: [bucketObjects('uploads/statements/')],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'Doubt photos: images uploaded under media/doubts/ by presigned PUTs whose type and exact size are signed in (keys chosen by the server per student and photo), read only through presigned links that live minutes.',
        appliesTo: [bucketObjects('media/doubts/')],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so they are granted on *.',
        appliesTo: ['Resource::*'],
      },
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'mediaconvert:CreateJob names the job it creates as jobs/<new id>, unknown before the call: the grant is on jobs/* of this account and region, beside the one queue and job template of the stack.',
        // The partition and region are tokens unless the app names its environment (infra/app.ts does).
        appliesTo: [
          {
            regex:
              '/^Resource::arn:(<AWS::Partition>|aws):mediaconvert:(<AWS::Region>|[a-z0-9-]+):<AWS::AccountId>:jobs\\/\\*$/',
          },
        ],
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'Route functions are pinned to nodejs22.x on purpose; the runtime moves together with the bundle target and the local Node version.',
      },
    ],
    true,
  );

  if (parts.transcoding) {
    NagSuppressions.addResourceSuppressions(parts.transcoding.role, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          "MediaConvert reads any lecture's upload (media/courses/<course>/videos/<upload>) and writes only renditions (media/courses/<course>/hls/<video>/...); the course and file names vary per job, so the grant names the two folders of every course.",
        appliesTo: [bucketObjects('media/courses/*/videos/'), bucketObjects('media/courses/*/hls/')],
      },
    ]);
  }

  const apiAuthorization = {
    id: 'AwsSolutions-APIG4',
    reason:
      "Authorization is enforced inside each function from the route table's access level (public, signed-in, student, admin) with a verified JWT; public routes are public by design.",
  };
  NagSuppressions.addResourceSuppressions([parts.api.httpApi, ...parts.routeStacks], [apiAuthorization], true);

  NagSuppressions.addResourceSuppressions(parts.secrets, [
    {
      id: 'AwsSolutions-SMG4',
      reason:
        'These secrets are rotated by hand, not by a rotation Lambda: rotating the JWT key signs everyone out; the Razorpay API keys and webhook secret must change together with the Razorpay dashboard; the media signing key must change together with its CloudFront public key.',
    },
  ]);

  NagSuppressions.addResourceSuppressions(parts.alarmTopics, [alarmTopicEncryption]);

  NagSuppressions.addResourceSuppressions(parts.logBucket, [
    {
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket: logging its own accesses into itself would log every log delivery, without end.',
    },
  ]);

  NagSuppressions.addResourceSuppressions(parts.web.distribution, [
    { id: 'AwsSolutions-CFR1', reason: 'No geographic restriction is required: the site is open to any visitor.' },
    {
      id: 'AwsSolutions-CFR4',
      reason:
        'The distribution uses the default *.cloudfront.net certificate, where CloudFront fixes the security policy; a custom domain with an ACM certificate and TLSv1.2_2021 comes with the domain.',
    },
    ...(parts.wafEnabled
      ? []
      : [
          {
            id: 'AwsSolutions-CFR2',
            reason:
              'Synthesized with -c waf=false: the WAF web ACL was turned off on purpose (it costs money); the API still refuses requests that did not come through CloudFront and rate-limits logins.',
          },
        ]),
  ]);

  // BucketDeployment's handler is a CDK-owned singleton created at stack level, outside the WebHosting construct.
  const deploymentHandlers = stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
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
        reason:
          'CDK BucketDeployment copies the web build from the CDK asset bucket into the web bucket (object wildcards on those two buckets) and invalidates CloudFront, whose actions support no resource-level scoping.',
      },
      { id: 'AwsSolutions-L1', reason: 'The deployment handler runtime is chosen and maintained by aws-cdk-lib.' },
    ],
    true,
  );
}
