import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import path from 'node:path';
import { repoRoot } from '../paths.js';

export interface ProjectFunctionProps {
  /** Source file of the handler, exporting `handler`. */
  readonly entry: string;
  /** @default 256 */
  readonly memorySize?: number;
}

/** A Lambda function with the project's fixed runtime, bundling and logging settings. */
export class ProjectFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: ProjectFunctionProps) {
    super(scope, id, {
      entry: props.entry,
      handler: 'handler',
      projectRoot: repoRoot,
      depsLockFilePath: path.join(repoRoot, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: Duration.seconds(10),
      environment: { NODE_OPTIONS: '--enable-source-maps' },
      logGroup: new LogGroup(scope, `${id}Logs`, {
        retention: RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // Lets CommonJS dependencies call require() from inside the ESM bundle.
        banner: "import { createRequire } from 'module';const require = createRequire(import.meta.url);",
        // The bundle budget is measured with the SDK included, so the runtime's copy is not used.
        externalModules: [],
      },
    });
  }
}

/** Grants exactly the table access the route declares and tells the function which table it is. */
export function bindTable(fn: NodejsFunction, table: ITableV2, access: 'read' | 'write'): void {
  if (access === 'read') table.grantReadData(fn);
  else table.grantReadWriteData(fn);
  fn.addEnvironment('TABLE_NAME', table.tableName);
}

/** Grants read on the secret and passes its ARN (never its value) in `envName`. */
export function bindSecret(fn: NodejsFunction, secret: ISecret, envName: string): void {
  secret.grantRead(fn);
  fn.addEnvironment(envName, secret.secretArn);
}

/**
 * Object-level access to the media bucket and its name in VIDEO_BUCKET. Reads presign GETs and check
 * uploads exist; writes also run multipart uploads (create, part, complete, abort, list parts) and deletes.
 */
export function bindMediaBucket(fn: NodejsFunction, bucket: IBucket, access: 'read' | 'write'): void {
  const actions = access === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'];
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: [bucket.arnForObjects('*')] }));
  fn.addEnvironment('VIDEO_BUCKET', bucket.bucketName);
}
