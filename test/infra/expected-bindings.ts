import type { Binding } from '../../shared/bindings.js';

/**
 * What each binding must give a function in AWS, written out here independently of
 * infra/bindings.ts: IAM actions as `action@resource` (which resource they apply to) and the
 * names of the environment variables. The tests compare the synthesized template against this.
 */
export interface ExpectedBinding {
  readonly grants: readonly string[];
  readonly env: readonly string[];
}

const tableRead = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const tableWrite = [...tableRead, 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];
const onTable = (actions: string[]) => actions.flatMap((action) => [`${action}@table`, `${action}@table/index/*`]);
const mediaWrite = ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload', 's3:ListMultipartUploadParts'];
const readSecret = (secret: string) => [`secretsmanager:GetSecretValue@${secret}`, `secretsmanager:DescribeSecret@${secret}`];

export const EXPECTED_BINDINGS: Record<Binding, ExpectedBinding> = {
  'table:read': { grants: onTable(tableRead), env: ['TABLE_NAME'] },
  'table:write': { grants: onTable(tableWrite), env: ['TABLE_NAME'] },
  tokens: { grants: readSecret('jwt-secret'), env: ['JWT_SECRET_ARN'] },
  passwords: { grants: [], env: [] },
  'media:read': { grants: ['s3:GetObject@media-objects'], env: ['VIDEO_BUCKET'] },
  'media:write': { grants: mediaWrite.map((action) => `${action}@media-objects`), env: ['VIDEO_BUCKET'] },
  exports: { grants: ['s3:PutObject', 's3:GetObject', 's3:AbortMultipartUpload'].map((action) => `${action}@media-bucket/exports/*`), env: ['VIDEO_BUCKET'] },
  'media:sign': { grants: readSecret('media-signing-key'), env: ['MEDIA_KEY_PAIR_ID', 'MEDIA_SIGNING_KEY_ARN'] },
  razorpay: { grants: readSecret('razorpay-secret'), env: ['RAZORPAY_SECRET_ARN'] },
  'razorpay:webhook': { grants: readSecret('razorpay-webhook-secret'), env: ['RAZORPAY_WEBHOOK_SECRET_ARN'] },
  'upi:payee': { grants: [], env: ['UPI_PAYEE_ADDRESS', 'UPI_PAYEE_NAME'] },
  // Only when the GSTIN is given in the CDK context, as the tests do.
  receipts: { grants: [], env: ['INSTITUTE_GSTIN'] },
};

/** What every project function has whatever it binds: source maps, and X-Ray tracing (whose actions take no resource). */
export const ALWAYS = { grants: ['xray:PutTraceSegments@*', 'xray:PutTelemetryRecords@*'], env: ['NODE_OPTIONS'] } as const;

export function union(parts: readonly { readonly grants: readonly string[]; readonly env: readonly string[] }[]) {
  return {
    grants: [...new Set(parts.flatMap((part) => part.grants))].sort(),
    env: [...new Set(parts.flatMap((part) => part.env))].sort(),
  };
}

/** Names a policy statement's resource by the template resource it points at. */
export function resourceKind(resource: unknown, kindOfLogicalId: (logicalId: string) => string | undefined): string {
  if (resource === '*') return '*';
  const json = JSON.stringify(resource);
  const refs = [...json.matchAll(/"(?:Ref|Fn::GetAtt)":(?:\["|")([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
  const kinds = [...new Set(refs.map(kindOfLogicalId))];
  if (kinds.length !== 1 || !kinds[0]) return `unknown:${json}`;
  const suffix = /"(\/[^"]*)"\]\]\}$/.exec(json)?.[1] ?? '';
  if (kinds[0] === 'table') return suffix === '/index/*' ? 'table/index/*' : suffix ? `table${suffix}` : 'table';
  if (kinds[0] === 'media-bucket') return suffix === '/*' ? 'media-objects' : `media-bucket${suffix}`;
  return kinds[0] + suffix;
}

const SECRET_KINDS: [prefix: RegExp, kind: string][] = [
  [/^JwtSigningSecret[0-9A-F]{8}$/, 'jwt-secret'],
  [/^RazorpaySecret[0-9A-F]{8}$/, 'razorpay-secret'],
  [/^RazorpayWebhookSecret[0-9A-F]{8}$/, 'razorpay-webhook-secret'],
  [/^MediaSigningPrivateKey[0-9A-F]{8}$/, 'media-signing-key'],
];

export function secretKind(logicalId: string): string | undefined {
  return SECRET_KINDS.find(([pattern]) => pattern.test(logicalId))?.[1];
}

type PolicyStatement = { Effect: string; Action: string | string[]; Resource: unknown };

/** Every `action@resource` pair the statements allow. */
export function grantsOf(statements: readonly PolicyStatement[], kindOfLogicalId: (logicalId: string) => string | undefined): string[] {
  const grants = statements
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) =>
      [statement.Action].flat().flatMap((action) => [statement.Resource].flat().map((resource) => `${action}@${resourceKind(resource, kindOfLogicalId)}`)),
    );
  return [...new Set(grants)].sort();
}
