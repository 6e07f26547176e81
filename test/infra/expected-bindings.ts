import type { Binding } from '#shared/bindings.js';

/**
 * What each binding must give a function in AWS, written out here independently of
 * infra/bindings.ts: IAM actions as `action@resource` (which resource they apply to) and the
 * names of the environment variables. The tests compare the synthesized template against this.
 */
export interface ExpectedBinding {
  readonly grants: readonly string[];
  readonly env: readonly string[];
}

/** Each table area's partition keys, written out again (shared/bindings.ts has the other copy). */
const AREA_KEYS: Record<string, string[]> = {
  users: ['USER#*'],
  emails: ['EMAIL#*'],
  'login-limits': [
    'LOGIN#*',
    'LOGINFROM#*',
    'ORDERFOR#*',
    'ORDERFROM#*',
    'REGISTERFROM#*',
    'RESETFOR#*',
    'RESETFROM#*',
  ],
  'password-resets': ['RESET#*'],
  catalogue: ['CATALOGUE'],
  'course-content': ['COURSE#*'],
  ads: ['ADS'],
  payments: ['PAYMENT#*'],
  orders: ['ORDER#*'],
  utrs: ['UTR#*'],
  receipts: ['COUNTER#RECEIPT', 'RECEIPT#*', 'RECEIPTQUEUE'],
  'credit-notes': ['COUNTER#CREDITNOTE', 'CREDITNOTE#*'],
  webhooks: ['WEBHOOK#*'],
  stats: ['STATS'],
  'student-search': ['STUDENTSEARCH'],
  'payer-search': ['PAYERSEARCH'],
  exports: ['EXPORT#*'],
  tests: ['TEST#*'],
  attempts: ['ATTEMPT#*'],
  'test-stats': ['TESTSTATS#*'],
  outbox: ['MAIL#*'],
  'course-removals': ['COURSEREMOVALS'],
  coupons: ['COUPON#*'],
  'bank-statements': ['BANKSTATEMENT#*', 'BANKSTATEMENTS'],
  settings: ['SETTINGS'],
  audit: ['AUDIT'],
  doubts: ['DOUBT#*'],
};
/** The index each index area is queried on, written out again. */
const INDEX_OF_AREA: Record<string, string> = {
  'pending-payments': 'gsi1',
  'accounts-by-role': 'gsi1',
  'payments-received': 'gsi1',
  'recent-enrollments': 'gsi1',
  'course-enrollments': 'gsi2',
  'payments-by-status': 'gsi2',
  'series-tests': 'gsi1',
  'running-attempts': 'gsi2',
  'test-attempts': 'gsi1',
  'mail-queue': 'gsi1',
  'transcode-queue': 'gsi1',
  'pending-refunds': 'gsi1',
  'refunds-ending-attempts': 'gsi1',
  coupons: 'gsi1',
  dues: 'gsi1',
  'audit-by-actor': 'gsi1',
  'audit-by-item': 'gsi2',
  'doubt-queue': 'gsi1',
  'place-doubts': 'gsi2',
};
const TABLE_ACTION: Record<string, string> = {
  get: 'dynamodb:GetItem',
  'batch-get': 'dynamodb:BatchGetItem',
  query: 'dynamodb:Query',
  check: 'dynamodb:ConditionCheckItem',
  put: 'dynamodb:PutItem',
  update: 'dynamodb:UpdateItem',
  delete: 'dynamodb:DeleteItem',
  'batch-write': 'dynamodb:BatchWriteItem',
};
const MEDIA_PREFIX: Record<string, string> = {
  videos: 'media/courses/',
  ads: 'public/ads/',
  exports: 'exports/',
  'question-images': 'media/tests/',
  imports: 'imports/',
  notes: 'media/notes/',
  'note-uploads': 'uploads/notes/',
  hls: 'media/courses/*/hls/',
  'statement-uploads': 'uploads/statements/',
  'doubt-images': 'media/doubts/',
};
const MEDIA_ACTION: Record<string, string> = {
  read: 's3:GetObject',
  write: 's3:PutObject',
  delete: 's3:DeleteObject',
  abort: 's3:AbortMultipartUpload',
  parts: 's3:ListMultipartUploadParts',
};
const readSecret = (secret: string) => [
  `secretsmanager:GetSecretValue@${secret}`,
  `secretsmanager:DescribeSecret@${secret}`,
];

const OTHER_EXPECTED: Record<string, ExpectedBinding> = {
  tokens: { grants: readSecret('jwt-secret'), env: ['JWT_SECRET_ARN'] },
  passwords: { grants: [], env: [] },
  // Only when the institute's networks are given in the CDK context, as the tests do.
  'trusted-networks': { grants: [], env: ['TRUSTED_NETWORKS'] },
  'long-work': { grants: [], env: [] },
  'media:sign': { grants: readSecret('media-signing-key'), env: ['MEDIA_KEY_PAIR_ID', 'MEDIA_SIGNING_KEY_ARN'] },
  razorpay: { grants: readSecret('razorpay-secret'), env: ['RAZORPAY_SECRET_ARN'] },
  'razorpay:webhook': { grants: readSecret('razorpay-webhook-secret'), env: ['RAZORPAY_WEBHOOK_SECRET_ARN'] },
  'upi:payee': { grants: [], env: ['UPI_PAYEE_ADDRESS', 'UPI_PAYEE_NAME'] },
  // Only when the GSTIN is given in the CDK context, as the tests do.
  receipts: { grants: [], env: ['INSTITUTE_GSTIN'] },
  origin: { grants: readSecret('origin-secret'), env: ['ORIGIN_SECRET_ARN'] },
  // Sending only, only as the sender's domain identity: the institute's, when no mailFrom is given.
  mail: { grants: ['ses:SendEmail@ses-identity/gyanpathacademy.in'], env: ['MAIL_FROM'] },
  site: { grants: [], env: ['SITE_URL'] },
  // Creating jobs on the stack's queue and template, handing MediaConvert its own role and no other.
  transcode: {
    grants: [
      'iam:PassRole@mediaconvert-role[{"StringEquals":{"iam:PassedToService":"mediaconvert.amazonaws.com"}}]',
      'mediaconvert:CreateJob@mediaconvert-jobs/*',
      'mediaconvert:CreateJob@mediaconvert-queue',
      'mediaconvert:CreateJob@mediaconvert-template',
    ],
    env: ['MEDIACONVERT_QUEUE_ARN', 'MEDIACONVERT_ROLE_ARN', 'MEDIACONVERT_TEMPLATE', 'VIDEO_BUCKET'],
  },
};

/**
 * What one binding must grant, as `action@resource[condition]`: a table action only on its area's
 * partitions, an index query on its own index alone, an object action only under its area's prefix.
 */
export function expectedBinding(binding: Binding): ExpectedBinding {
  const [kind, area, op] = binding.split(':') as [string, string, string];
  if (kind === 'table')
    return { grants: [`${TABLE_ACTION[op]}@table[LeadingKeys=${AREA_KEYS[area]!.join(',')}]`], env: ['TABLE_NAME'] };
  if (kind === 'index') return { grants: [`dynamodb:Query@table/index/${INDEX_OF_AREA[area]}`], env: ['TABLE_NAME'] };
  if (kind === 'media' && op === 'list')
    return { grants: [`s3:ListBucket@media-bucket[prefix=${MEDIA_PREFIX[area]}*]`], env: ['VIDEO_BUCKET'] };
  if (kind === 'media' && op)
    return { grants: [`${MEDIA_ACTION[op]}@media-bucket/${MEDIA_PREFIX[area]}*`], env: ['VIDEO_BUCKET'] };
  return OTHER_EXPECTED[binding]!;
}

/** What every project function has whatever it binds: source maps, and X-Ray tracing (whose actions take no resource). */
export const ALWAYS = {
  grants: ['xray:PutTraceSegments@*', 'xray:PutTelemetryRecords@*'],
  env: ['NODE_OPTIONS'],
} as const;

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
  // An SES identity of the stack's own account and region.
  const sesIdentity =
    /^\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":ses:",\{"Ref":"AWS::Region"\},":",\{"Ref":"AWS::AccountId"\},":identity\/([^"*]+)"\]\]\}$/.exec(
      json,
    );
  if (sesIdentity) return `ses-identity/${sesIdentity[1]}`;
  // MediaConvert jobs of the stack's own account and region.
  const mediaConvertJobs =
    /^\{"Fn::Join":\["",\["arn:",\{"Ref":"AWS::Partition"\},":mediaconvert:",\{"Ref":"AWS::Region"\},":",\{"Ref":"AWS::AccountId"\},":jobs\/\*"\]\]\}$/.test(
      json,
    );
  if (mediaConvertJobs) return 'mediaconvert-jobs/*';
  const refs = [...json.matchAll(/"(?:Ref|Fn::GetAtt)":(?:\["|")([A-Za-z0-9]+)"/g)].map((match) => match[1]!);
  const kinds = [...new Set(refs.map(kindOfLogicalId))];
  if (kinds.length !== 1 || !kinds[0]) return `unknown:${json}`;
  const suffix = /"(\/[^"]*)"\]\]\}$/.exec(json)?.[1] ?? '';
  return kinds[0] + suffix;
}

const SECRET_KINDS: [prefix: RegExp, kind: string][] = [
  [/^JwtSigningSecret[0-9A-F]{8}$/, 'jwt-secret'],
  [/^RazorpaySecret[0-9A-F]{8}$/, 'razorpay-secret'],
  [/^RazorpayWebhookSecret[0-9A-F]{8}$/, 'razorpay-webhook-secret'],
  [/^MediaSigningPrivateKey[0-9A-F]{8}$/, 'media-signing-key'],
  [/^OriginVerifySecret[0-9A-F]{8}$/, 'origin-secret'],
  // Not secrets: the MediaConvert resources the transcode binding names.
  [/^TranscodingQueue[0-9A-F]{8}$/, 'mediaconvert-queue'],
  [/^TranscodingJobTemplate[0-9A-F]{8}$/, 'mediaconvert-template'],
  [/^TranscodingMediaConvertRole[0-9A-F]{8}$/, 'mediaconvert-role'],
];

export function secretKind(logicalId: string): string | undefined {
  return SECRET_KINDS.find(([pattern]) => pattern.test(logicalId))?.[1];
}

type PolicyStatement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, string | string[]>>;
};

/** A statement's condition, short: `[LeadingKeys=A,B]` or `[prefix=p*]`; anything else in full. */
function conditionText(condition: PolicyStatement['Condition']): string {
  if (!condition) return '';
  const leadingKeys = condition['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'];
  if (leadingKeys && Object.keys(condition).length === 1)
    return `[LeadingKeys=${[leadingKeys].flat().sort().join(',')}]`;
  const prefix = condition.StringLike?.['s3:prefix'];
  if (prefix && Object.keys(condition).length === 1) return `[prefix=${[prefix].flat().join(',')}]`;
  return `[${JSON.stringify(condition)}]`;
}

/** Every `action@resource[condition]` the statements allow. */
export function grantsOf(
  statements: readonly PolicyStatement[],
  kindOfLogicalId: (logicalId: string) => string | undefined,
): string[] {
  const grants = statements
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap((statement) =>
      [statement.Action]
        .flat()
        .flatMap((action) =>
          [statement.Resource]
            .flat()
            .map(
              (resource) => `${action}@${resourceKind(resource, kindOfLogicalId)}${conditionText(statement.Condition)}`,
            ),
        ),
    );
  return [...new Set(grants)].sort();
}
