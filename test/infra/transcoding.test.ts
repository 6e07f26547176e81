import { App, Aspects } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CoachingStack } from '#infra/stack.js';
import { bindingsOf, type RouteDef, routeId, routeKey, routes } from '#shared/routes.js';
import { ALWAYS, expectedBinding, grantsOf, secretKind, union } from './expected-bindings.js';
import { wholeTemplate } from './whole-template.js';

// Synthesized CloudFormation is untyped JSON that the tests walk freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type CfnJson = any;
type Resource = { Type: string; Properties: CfnJson };
type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
};

const cdkContext = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')).context;
const pageFunctionPath = fileURLToPath(new URL('page-function-fixture.mjs', import.meta.url));

let template: Template;
let annotations: Annotations;
let assemblyDir: string;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(os.tmpdir(), 'coaching-web-'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>fixture</title>');
  await mkdir(path.join(webDir, 'pages'));
  const app = new App({
    context: { ...cdkContext, upiPayeeAddress: 'institute@okaxis', upiPayeeName: 'Institute Test' },
  });
  assemblyDir = app.outdir;
  const stack = new CoachingStack(app, 'CoachingStack', { webAssetPath: webDir, pageFunctionPath });
  Aspects.of(stack).add(new AwsSolutionsChecks({ verbose: true }));
  template = wholeTemplate(stack);
  annotations = Annotations.fromStack(stack);
});

afterAll(async () => {
  await rm(webDir, { recursive: true, force: true });
  await rm(assemblyDir, { recursive: true, force: true });
});

const resourcesOfType = (type: string) => template.findResources(type) as Record<string, Resource>;

function only(type: string, idPattern: RegExp): [string, Resource] {
  const found = Object.entries(resourcesOfType(type)).filter(([id]) => idPattern.test(id));
  expect(found).toHaveLength(1);
  return found[0]!;
}

const bucketId = () =>
  Object.entries(resourcesOfType('AWS::S3::Bucket')).find(([, bucket]) => bucket.Properties.CorsConfiguration)![0];
const tableId = () => Object.keys(resourcesOfType('AWS::DynamoDB::GlobalTable'))[0]!;
function kindOfLogicalId(logicalId: string): string | undefined {
  if (logicalId === tableId()) return 'table';
  if (logicalId === bucketId()) return 'media-bucket';
  return secretKind(logicalId);
}

function roleStatements(roleId: string): Statement[] {
  const role = resourcesOfType('AWS::IAM::Role')[roleId]!;
  const inline = ((role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[]).flatMap(
    (policy) => policy.PolicyDocument.Statement,
  );
  const attached = Object.values(resourcesOfType('AWS::IAM::Policy'))
    .filter((policy) => policy.Properties.Roles.some((ref: { Ref?: string }) => ref.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Statement[]);
  return [...inline, ...attached];
}

describe('MediaConvert job template', () => {
  const settings = () =>
    only('AWS::MediaConvert::JobTemplate', /^TranscodingJobTemplate[0-9A-F]{8}$/)[1].Properties.SettingsJson;

  it('has explicit HLS outputs at 240p, 360p, 540p and 720p (H.264 + AAC) and an audio-only 64 kbps rung, no Automated ABR', () => {
    const [hls] = settings().OutputGroups;
    expect(hls.OutputGroupSettings.Type).toBe('HLS_GROUP_SETTINGS');
    expect(hls.AutomatedEncodingSettings).toBeUndefined();
    const outputs = hls.Outputs as CfnJson[];
    expect(outputs.map((output) => output.VideoDescription?.Height ?? 'audio')).toEqual([240, 360, 540, 720, 'audio']);
    for (const output of outputs.slice(0, 4)) {
      expect(output.VideoDescription.CodecSettings.Codec).toBe('H_264');
      expect(output.AudioDescriptions[0].CodecSettings.Codec).toBe('AAC');
    }
    expect(outputs[4].AudioDescriptions[0].CodecSettings).toMatchObject({
      Codec: 'AAC',
      AacSettings: { Bitrate: 64000 },
    });
    expect(outputs.map((output) => output.NameModifier)).toEqual(['_240p', '_360p', '_540p', '_720p', '_audio']);
  });

  it('cuts 6-second segments on keyframes every rendition shares: a fixed 2-second GOP, no scene-change keyframes', () => {
    const [hls] = settings().OutputGroups;
    expect(hls.OutputGroupSettings.HlsGroupSettings).toMatchObject({
      SegmentLength: 6,
      SegmentControl: 'SEGMENTED_FILES',
      StreamInfResolution: 'INCLUDE',
      CodecSpecification: 'RFC_4281',
    });
    for (const output of (hls.Outputs as CfnJson[]).slice(0, 4)) {
      expect(output.VideoDescription.CodecSettings.H264Settings).toMatchObject({
        GopSize: 2,
        GopSizeUnits: 'SECONDS',
        SceneChangeDetect: 'DISABLED',
      });
    }
  });

  it("takes a poster frame, and runs on the stack's own queue", () => {
    const [, poster] = settings().OutputGroups;
    expect(poster.Outputs[0].VideoDescription.CodecSettings.Codec).toBe('FRAME_CAPTURE');
    const [queueId] = only('AWS::MediaConvert::Queue', /^TranscodingQueue[0-9A-F]{8}$/);
    expect(only('AWS::MediaConvert::JobTemplate', /^TranscodingJobTemplate/)[1].Properties.Queue).toEqual({
      'Fn::GetAtt': [queueId, 'Arn'],
    });
  });
});

describe('MediaConvert role', () => {
  it('is assumed by MediaConvert alone, reads the uploads and writes only the renditions', () => {
    const [roleId, role] = only('AWS::IAM::Role', /^TranscodingMediaConvertRole[0-9A-F]{8}$/);
    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'mediaconvert.amazonaws.com' } },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    expect(grantsOf(roleStatements(roleId), kindOfLogicalId)).toEqual([
      's3:GetObject@media-bucket/media/courses/*/videos/*',
      's3:PutObject@media-bucket/media/courses/*/hls/*',
    ]);
  });

  it('is the only role anything may pass, and only the routes that start a conversion may pass it, to MediaConvert', () => {
    const [roleId] = only('AWS::IAM::Role', /^TranscodingMediaConvertRole[0-9A-F]{8}$/);
    const passing = Object.keys(resourcesOfType('AWS::IAM::Role')).filter((id) =>
      roleStatements(id).some((statement) =>
        [statement.Action].flat().some((action) => action === 'iam:PassRole' || action === 'iam:*' || action === '*'),
      ),
    );
    const starters = (routes as readonly RouteDef[]).filter((route) =>
      (bindingsOf(route) as string[]).includes('transcode'),
    );
    expect(starters.map(routeKey).sort()).toEqual([
      'POST /api/admin/courses/{id}/videos/{videoId}/transcode',
      'POST /api/courses/{id}/videos/uploads/{uploadId}/complete',
    ]);
    const starterRoles = starters.map((route) => {
      const [, fn] = only('AWS::Lambda::Function', new RegExp(`^${routeId(route)}[0-9A-F]{8}$`));
      return fn.Properties.Role['Fn::GetAtt'][0] as string;
    });
    expect(passing.sort()).toEqual(starterRoles.sort());
    for (const id of passing) {
      const passRole = roleStatements(id).filter((statement) => [statement.Action].flat().includes('iam:PassRole'));
      expect(passRole).toEqual([
        {
          Action: 'iam:PassRole',
          Effect: 'Allow',
          Resource: { 'Fn::GetAtt': [roleId, 'Arn'] },
          Condition: { StringEquals: { 'iam:PassedToService': 'mediaconvert.amazonaws.com' } },
        },
      ]);
    }
  });
});

describe('job state changes', () => {
  it("send this stack's jobs' PROGRESSING, STATUS_UPDATE, COMPLETE and ERROR events to the function that updates the lecture", () => {
    const [queueId] = only('AWS::MediaConvert::Queue', /^TranscodingQueue[0-9A-F]{8}$/);
    const [functionId] = only('AWS::Lambda::Function', /^TranscodingEventFunction[0-9A-F]{8}$/);
    const [, rule] = only('AWS::Events::Rule', /^TranscodingJobStateRule[0-9A-F]{8}$/);
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.mediaconvert'],
      'detail-type': ['MediaConvert Job State Change'],
      detail: {
        status: ['PROGRESSING', 'STATUS_UPDATE', 'COMPLETE', 'ERROR'],
        queue: [{ 'Fn::GetAtt': [queueId, 'Arn'] }],
      },
    });
    expect(rule.Properties.Targets).toEqual([expect.objectContaining({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] } })]);
  });

  it("the function may only write lecture records, and list and delete renditions (a deleted lecture's)", () => {
    const [, fn] = only('AWS::Lambda::Function', /^TranscodingEventFunction[0-9A-F]{8}$/);
    const expected = union([
      ALWAYS,
      expectedBinding('table:course-content:update'),
      expectedBinding('media:hls:list'),
      expectedBinding('media:hls:delete'),
    ]);
    expect(grantsOf(roleStatements(fn.Properties.Role['Fn::GetAtt'][0]), kindOfLogicalId)).toEqual(expected.grants);
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(expected.env);
  });

  it('leaves cdk-nag nothing to report on the transcoding resources', () => {
    const findings = [
      ...annotations.findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...annotations.findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ];
    expect(findings.map((finding) => `${finding.id}: ${String(finding.entry.data).split(':')[0]}`)).toEqual([]);
  });
});
