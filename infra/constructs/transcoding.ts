import { Duration, Stack } from 'aws-cdk-lib';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction as LambdaFunctionTarget } from 'aws-cdk-lib/aws-events-targets';
import { PolicyDocument, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnJobTemplate, CfnQueue } from 'aws-cdk-lib/aws-mediaconvert';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import path from 'node:path';
import { MEDIACONVERT_INPUT, mediaConvertOutputGroups, rungsFor } from '#domain/media/index.js';
import { repoRoot } from '../paths.js';
import { ProjectFunction } from './project-function.js';

/** The job template holds the ladder up to 720p; a job names its own outputs (functions/domain/media/transcode-start.ts). */
const TEMPLATE_SOURCE_HEIGHT = 720;

/**
 * Lectures to HLS in AWS Elemental MediaConvert: a queue, a job template with the ladder
 * (functions/domain/media/transcode-ladder.ts), the role MediaConvert works as (reads the uploads,
 * writes only the renditions), and a function that hears the jobs' state changes and writes them on
 * the lecture. The complete-upload and retry routes start jobs through the `transcode` binding.
 */
export class Transcoding extends Construct {
  readonly queue: CfnQueue;
  readonly template: CfnJobTemplate;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: { mediaBucket: IBucket }) {
    super(scope, id);
    this.queue = new CfnQueue(this, 'Queue', {
      pricingPlan: 'ON_DEMAND',
      status: 'ACTIVE',
      description: 'Lecture renditions',
    });
    this.role = new Role(this, 'MediaConvertRole', {
      assumedBy: new ServicePrincipal('mediaconvert.amazonaws.com'),
      description: 'MediaConvert: reads uploaded lectures, writes their HLS renditions',
      inlinePolicies: {
        Media: new PolicyDocument({
          statements: [
            new PolicyStatement({
              actions: ['s3:GetObject'],
              resources: [props.mediaBucket.arnForObjects('media/courses/*/videos/*')],
            }),
            new PolicyStatement({
              actions: ['s3:PutObject'],
              resources: [props.mediaBucket.arnForObjects('media/courses/*/hls/*')],
            }),
          ],
        }),
      },
    });
    this.template = new CfnJobTemplate(this, 'JobTemplate', {
      description: 'Lecture to HLS: 240p-720p H.264 + AAC, 6 s segments, an audio-only 64 kbps rung, a poster',
      queue: this.queue.attrArn,
      statusUpdateInterval: 'SECONDS_10',
      settingsJson: {
        Inputs: [MEDIACONVERT_INPUT],
        OutputGroups: mediaConvertOutputGroups(rungsFor(TEMPLATE_SOURCE_HEIGHT)),
      },
    });
  }

  /** Starting a job: CreateJob on this queue and template (jobs/* is how IAM names the job being made), PassRole on this role alone. */
  grantStartJob(fn: ProjectFunction): void {
    const stack = Stack.of(this);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['mediaconvert:CreateJob'],
        resources: [
          this.queue.attrArn,
          this.template.attrArn,
          stack.formatArn({ service: 'mediaconvert', resource: 'jobs', resourceName: '*' }),
        ],
      }),
    );
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
      }),
    );
    fn.addEnvironment('MEDIACONVERT_TEMPLATE', this.template.attrName);
    fn.addEnvironment('MEDIACONVERT_QUEUE_ARN', this.queue.attrArn);
    fn.addEnvironment('MEDIACONVERT_ROLE_ARN', this.role.roleArn);
  }

  /**
   * The function that writes a job's progress, end or failure on its lecture, and the rule that calls
   * it. `bindUses` grants the function what it uses (the stack binds TRANSCODE_EVENTS_USES), so this
   * construct, which the bindings make, does not make bindings itself.
   */
  handleJobEvents(bindUses: (fn: ProjectFunction) => void): ProjectFunction {
    const fn = new ProjectFunction(this, 'EventFunction', {
      entry: path.join(repoRoot, 'functions/jobs/transcode-events.ts'),
      description: 'MediaConvert job state changes to the lecture state',
      timeout: Duration.seconds(30),
    });
    bindUses(fn);
    new Rule(this, 'JobStateRule', {
      description: "Lecture renditions: MediaConvert jobs of this stack's queue",
      eventPattern: {
        source: ['aws.mediaconvert'],
        detailType: ['MediaConvert Job State Change'],
        detail: { status: ['PROGRESSING', 'STATUS_UPDATE', 'COMPLETE', 'ERROR'], queue: [this.queue.attrArn] },
      },
      targets: [new LambdaFunctionTarget(fn, { retryAttempts: 2 })],
    });
    return fn;
  }
}
