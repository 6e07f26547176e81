import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, type ParamsAndSecretsLayerVersion, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import {
  type AddToPrincipalPolicyResult,
  ManagedPolicy,
  PolicyDocument,
  type PolicyStatement,
  Role,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import { type ILogGroup, LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import path from 'node:path';
import { repoRoot } from '../paths.js';

export interface ProjectFunctionProps {
  /** Source file of the handler, exporting `handler`. */
  readonly entry: string;
  /** @default 256 */
  readonly memorySize?: number;
  /** @default 10 seconds (API Gateway gives up at 30) */
  readonly timeout?: Duration;
  /** What the function is for, shown in the console. */
  readonly description?: string;
  /** The AWS Parameters and Secrets extension, for a function that reads secrets without the AWS SDK. */
  readonly paramsAndSecrets?: ParamsAndSecretsLayerVersion;
  /** A log group shared with other functions (the routes'); by default the function gets its own. */
  readonly logGroup?: ILogGroup;
  /** Folders copied beside the bundle, each under its own name (files the function reads at run time). */
  readonly besideBundle?: readonly string[];
}

/**
 * The function's role, with every permission in one inline policy of the role itself rather than a
 * separate AWS::IAM::Policy resource: the same grants, one CloudFormation resource fewer per function
 * (a stack holds at most 500, and every route is a function).
 */
class InlinePolicyRole extends Role {
  private readonly permissions: PolicyDocument;

  constructor(scope: Construct, id: string) {
    const permissions = new PolicyDocument();
    super(scope, id, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
      inlinePolicies: { Permissions: permissions },
    });
    this.permissions = permissions;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.permissions.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

/** The package the SDK clients take their default credentials from, and the module bundles use instead (infra/lambda/env-credentials.ts). */
export const SDK_CREDENTIAL_CHAIN = '@aws-sdk/credential-provider-node';
export const ENV_CREDENTIALS_MODULE = path.join(repoRoot, 'infra', 'lambda', 'env-credentials.ts');

/** A Lambda function with the project's fixed runtime, bundling, logging and tracing settings. What it may use comes from infra/bindings.ts. */
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
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description,
      paramsAndSecrets: props.paramsAndSecrets,
      // X-Ray traces show where a slow request spent its time (DynamoDB, S3, Secrets Manager).
      tracing: Tracing.ACTIVE,
      environment: { NODE_OPTIONS: '--enable-source-maps' },
      role: new InlinePolicyRole(scope, `${id}ServiceRole`),
      logGroup:
        props.logGroup ??
        new LogGroup(scope, `${id}Logs`, {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
      bundling: {
        minify: true,
        sourceMap: true,
        format: OutputFormat.ESM,
        // Text such as the Gujarati message catalogues stays as it is, not six bytes of \u escape per
        // letter (given as an argument: this aws-cdk-lib does not pass its own `charset` on to esbuild).
        esbuildArgs: {
          '--charset': 'utf8',
          // The SDK's default credential chain replaced by the environment's credentials: all Lambda gives.
          [`--alias:${SDK_CREDENTIAL_CHAIN}`]: ENV_CREDENTIALS_MODULE,
        },
        mainFields: ['module', 'main'],
        // Lets CommonJS dependencies call require() from inside the ESM bundle.
        banner: "import { createRequire } from 'module';const require = createRequire(import.meta.url);",
        // The bundle budget is measured with the SDK included, so the runtime's copy is not used.
        externalModules: [],
        ...(props.besideBundle?.length
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (_inputDir: string, outputDir: string) =>
                  props.besideBundle!.map((dir) => `cp -r "${dir}" "${outputDir}/${path.basename(dir)}"`),
              },
            }
          : {}),
      },
    });
  }
}
