import { type Binding, dataBinding, type OtherBinding } from '#shared/bindings.js';
import { parseNetworks } from './networks.js';

/**
 * Settings read and checked once per cold start. apiHandler calls loadConfig with the route's
 * bindings when the handler module loads, so a missing setting stops the function there, with a
 * message naming it, instead of failing on some later request.
 */
export interface Config {
  tableName: string;
  region: string;
  /** Set locally: the emulators' endpoints. */
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  videoBucket?: string;
  /** Locally the JWT key is passed by value; in AWS its secret's ARN. */
  jwtSecret?: string;
  jwtSecretArn?: string;
  /** CloudFront key pair id and the secret holding its private key: both set only when media signing is set up. */
  mediaKeyPairId?: string;
  mediaSigningKeyArn?: string;
  /** In AWS one secret holding {"keyId","keySecret"}; locally both by value, plus the stand-in's URL. */
  razorpaySecretArn?: string;
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  razorpayApiUrl?: string;
  razorpayWebhookSecretArn?: string;
  razorpayWebhookSecret?: string;
  upiPayeeAddress?: string;
  upiPayeeName?: string;
  instituteGstin?: string;
  /** The institute's own networks, CIDR blocks (functions/lib/networks.ts). */
  trustedNetworks?: string;
  /** The secret whose value CloudFront sends in the origin header (AWS only). */
  originSecretArn?: string;
  /** The address e-mail is sent from. */
  mailFrom?: string;
  /** Set locally: e-mail goes to this SMTP server instead of Amazon SES. */
  mailSmtpHost?: string;
  mailSmtpPort?: number;
  /** The site's address (https://...), for links in e-mails. */
  siteUrl?: string;
  /** MediaConvert's job template, queue and role (AWS only; locally the transcode worker converts). */
  mediaConvertTemplate?: string;
  mediaConvertQueueArn?: string;
  mediaConvertRoleArn?: string;
}

/** What each binding needs: every group must be satisfied by one of its alternatives (all names of it set). */
type Alternatives = readonly (readonly string[])[];
interface Requirement {
  readonly what: string;
  readonly anyOf: Alternatives;
}

const TABLE: Requirement = { what: 'the DynamoDB table', anyOf: [['TABLE_NAME']] };
const BUCKET: Requirement = { what: 'the media bucket', anyOf: [['VIDEO_BUCKET']] };

const REQUIRED_BY: Record<OtherBinding, readonly Requirement[]> = {
  tokens: [{ what: 'the token signing key', anyOf: [['JWT_SECRET_ARN'], ['JWT_SECRET']] }],
  passwords: [],
  // None trusted unless the institute names its networks.
  'trusted-networks': [],
  'long-work': [],
  // Media signing is optional (videos fall back to presigned S3 URLs); only half of it is a mistake.
  'media:sign': [],
  razorpay: [
    { what: 'the Razorpay API keys', anyOf: [['RAZORPAY_SECRET_ARN'], ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET']] },
  ],
  'razorpay:webhook': [
    { what: 'the Razorpay webhook secret', anyOf: [['RAZORPAY_WEBHOOK_SECRET_ARN'], ['RAZORPAY_WEBHOOK_SECRET']] },
  ],
  'upi:payee': [
    { what: 'the UPI payee address', anyOf: [['UPI_PAYEE_ADDRESS']] },
    { what: 'the UPI payee name', anyOf: [['UPI_PAYEE_NAME']] },
  ],
  // The GSTIN is printed only when the institute is registered.
  receipts: [],
  // Set in AWS, where CloudFront adds the header; locally there is no CloudFront and nothing to check.
  origin: [],
  // Without an SMTP server the mail goes through Amazon SES.
  mail: [{ what: 'the address e-mail is sent from', anyOf: [['MAIL_FROM']] }],
  site: [{ what: "the site's address, for links in e-mails", anyOf: [['SITE_URL']] }],
  // Unset locally, where the transcode worker takes the lectures from the table.
  transcode: [],
};

function requirementsOf(binding: Binding): readonly Requirement[] {
  const data = dataBinding(binding);
  if (data) return [data.kind === 'media' ? BUCKET : TABLE];
  return REQUIRED_BY[binding as OtherBinding];
}

const isSet = (env: NodeJS.ProcessEnv, name: string) => Boolean(env[name]);

function missingSettings(bindings: readonly Binding[], env: NodeJS.ProcessEnv): string[] {
  const requirements = new Set([TABLE, ...bindings.flatMap(requirementsOf)]);
  const missing: string[] = [];
  for (const { what, anyOf } of requirements) {
    if (anyOf.some((names) => names.every((name) => isSet(env, name)))) continue;
    missing.push(`${anyOf.map((names) => names.join(' + ')).join(' or ')} (${what})`);
  }
  if (bindings.includes('media:sign') && isSet(env, 'MEDIA_KEY_PAIR_ID') !== isSet(env, 'MEDIA_SIGNING_KEY_ARN')) {
    missing.push(
      `${isSet(env, 'MEDIA_KEY_PAIR_ID') ? 'MEDIA_SIGNING_KEY_ARN' : 'MEDIA_KEY_PAIR_ID'} (media signing needs both the key pair id and the private key)`,
    );
  }
  if (bindings.includes('trusted-networks') && isSet(env, 'TRUSTED_NETWORKS')) {
    try {
      parseNetworks(env.TRUSTED_NETWORKS);
    } catch (error) {
      missing.push(`TRUSTED_NETWORKS (${(error as Error).message})`);
    }
  }
  if (bindings.includes('mail') && isSet(env, 'MAIL_SMTP_HOST') && !/^\d{1,5}$/.test(env.MAIL_SMTP_PORT ?? '')) {
    missing.push("MAIL_SMTP_PORT (the SMTP server's port, a number, beside MAIL_SMTP_HOST)");
  }
  return missing;
}

function readConfig(env: NodeJS.ProcessEnv): Config {
  const optional = (name: string) => env[name] || undefined;
  return {
    tableName: env.TABLE_NAME ?? '',
    region: env.AWS_REGION || 'ap-south-1',
    dynamoEndpoint: optional('DYNAMODB_ENDPOINT'),
    s3Endpoint: optional('S3_ENDPOINT'),
    videoBucket: optional('VIDEO_BUCKET'),
    jwtSecret: optional('JWT_SECRET'),
    jwtSecretArn: optional('JWT_SECRET_ARN'),
    mediaKeyPairId: optional('MEDIA_KEY_PAIR_ID'),
    mediaSigningKeyArn: optional('MEDIA_SIGNING_KEY_ARN'),
    razorpaySecretArn: optional('RAZORPAY_SECRET_ARN'),
    razorpayKeyId: optional('RAZORPAY_KEY_ID'),
    razorpayKeySecret: optional('RAZORPAY_KEY_SECRET'),
    razorpayApiUrl: optional('RAZORPAY_API_URL'),
    razorpayWebhookSecretArn: optional('RAZORPAY_WEBHOOK_SECRET_ARN'),
    razorpayWebhookSecret: optional('RAZORPAY_WEBHOOK_SECRET'),
    upiPayeeAddress: optional('UPI_PAYEE_ADDRESS'),
    upiPayeeName: optional('UPI_PAYEE_NAME'),
    instituteGstin: optional('INSTITUTE_GSTIN'),
    trustedNetworks: optional('TRUSTED_NETWORKS'),
    originSecretArn: optional('ORIGIN_SECRET_ARN'),
    mailFrom: optional('MAIL_FROM'),
    mailSmtpHost: optional('MAIL_SMTP_HOST'),
    mailSmtpPort: env.MAIL_SMTP_PORT ? Number(env.MAIL_SMTP_PORT) : undefined,
    siteUrl: optional('SITE_URL'),
    mediaConvertTemplate: optional('MEDIACONVERT_TEMPLATE'),
    mediaConvertQueueArn: optional('MEDIACONVERT_QUEUE_ARN'),
    mediaConvertRoleArn: optional('MEDIACONVERT_ROLE_ARN'),
  };
}

export class MissingSettingsError extends Error {
  constructor(readonly missing: readonly string[]) {
    super(
      `Missing settings: ${missing.join('; ')}. Set them in the function's environment (infra/bindings.ts; locally infra/local/bindings.ts).`,
    );
    this.name = 'MissingSettingsError';
  }
}

let loaded: Config | undefined;

/**
 * Checks that every setting these bindings need is present and keeps the result for config().
 * Throws MissingSettingsError naming each missing setting.
 */
export function loadConfig(bindings: readonly Binding[], env: NodeJS.ProcessEnv = process.env): Config {
  const missing = missingSettings(bindings, env);
  if (missing.length) throw new MissingSettingsError(missing);
  loaded = readConfig(env);
  return loaded;
}

/** The settings loaded at cold start; code run outside a handler (seed, admin:create) loads them on first use. */
export function config(): Config {
  loaded ??= loadConfig([]);
  return loaded;
}

/** For tests: forget the loaded settings. */
export function resetConfig(): void {
  loaded = undefined;
}
