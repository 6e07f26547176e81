import { type Binding, dataBinding, type OtherBinding } from '#shared/bindings.js';
import { PLACEHOLDER_UPI_PAYEE } from '../upi-payee.js';
import { LOCAL_VIDEO_BUCKET } from './s3.js';
import { LOCAL_MAIL_FROM, LOCAL_MAIL_PORTS } from './mail-inbox.js';

/**
 * What each binding (shared/bindings.ts) means locally: the settings that point a handler at the
 * emulators. The local twin of infra/bindings.ts; secrets are passed by value here, not by ARN.
 */
export const LOCAL_TABLE = 'coaching-local';

export interface LocalRazorpaySecrets {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

export interface LocalResources {
  dynamoEndpoint: string;
  s3Endpoint?: string;
  jwtSecret?: string;
  razorpay?: LocalRazorpaySecrets;
  /** Base URL of the local Razorpay stand-in's orders API. */
  razorpayApiUrl?: string;
  /**
   * The site's address, for links in e-mails. The local stack knows it only once it listens, and sets
   * SITE_URL then, before any handler loads (handlers load on their first request).
   */
  siteUrl?: string;
  /** Where the plain settings a person may choose (UPI payee, GSTIN, the SMTP server) are read from. @default process.env */
  env?: NodeJS.ProcessEnv;
}

type Settings = Record<string, string>;
/** Only the settings that have a value: an absent one must stay absent, so config fails fast naming it. */
const present = (settings: Record<string, string | undefined>): Settings =>
  Object.fromEntries(Object.entries(settings).filter((entry): entry is [string, string] => Boolean(entry[1])));

const table = (local: LocalResources): Settings => ({
  TABLE_NAME: LOCAL_TABLE,
  DYNAMODB_ENDPOINT: local.dynamoEndpoint,
});
const mediaBucket = (local: LocalResources): Settings =>
  present({ VIDEO_BUCKET: LOCAL_VIDEO_BUCKET, S3_ENDPOINT: local.s3Endpoint });

const OTHER_LOCAL_BIND: Record<OtherBinding, (local: LocalResources) => Settings> = {
  tokens: (local) => present({ JWT_SECRET: local.jwtSecret }),
  passwords: () => ({}),
  'trusted-networks': ({ env = process.env }) => present({ TRUSTED_NETWORKS: env.TRUSTED_NETWORKS }),
  'long-work': () => ({}),
  // Locally playback uses S3 presigned URLs; there is no CloudFront to sign for.
  'media:sign': () => ({}),
  razorpay: (local) =>
    present({
      RAZORPAY_KEY_ID: local.razorpay?.keyId,
      RAZORPAY_KEY_SECRET: local.razorpay?.keySecret,
      RAZORPAY_API_URL: local.razorpayApiUrl,
    }),
  'razorpay:webhook': (local) => present({ RAZORPAY_WEBHOOK_SECRET: local.razorpay?.webhookSecret }),
  'upi:payee': ({ env = process.env }) => ({
    UPI_PAYEE_ADDRESS: env.UPI_PAYEE_ADDRESS || PLACEHOLDER_UPI_PAYEE.address,
    UPI_PAYEE_NAME: env.UPI_PAYEE_NAME || PLACEHOLDER_UPI_PAYEE.name,
  }),
  receipts: ({ env = process.env }) => present({ INSTITUTE_GSTIN: env.INSTITUTE_GSTIN }),
  // No CloudFront here: callers reach the API directly, as they always have locally.
  origin: () => ({}),
  // Never SES: the SMTP server `npm start` runs with its inbox (infra/local/mail-inbox.ts), or the one MAIL_SMTP_HOST names.
  site: ({ siteUrl, env = process.env }) => present({ SITE_URL: siteUrl ?? env.SITE_URL }),
  // No MediaConvert: the transcode worker `npm start` runs takes the lectures from the table (infra/local/transcode-worker.ts).
  transcode: () => ({}),
  mail: ({ env = process.env }) => ({
    MAIL_FROM: env.MAIL_FROM || LOCAL_MAIL_FROM,
    MAIL_SMTP_HOST: env.MAIL_SMTP_HOST || '127.0.0.1',
    MAIL_SMTP_PORT: env.MAIL_SMTP_PORT || String(LOCAL_MAIL_PORTS.smtp),
  }),
};

/** The settings one binding gives a handler locally. What it may do is enforced by local-iam.ts. */
export function localBind(binding: Binding, local: LocalResources): Settings {
  const data = dataBinding(binding);
  if (data) return data.kind === 'media' ? mediaBucket(local) : table(local);
  return OTHER_LOCAL_BIND[binding as OtherBinding](local);
}

/** True when UPI payments would go to the placeholder payee, not to a real account. */
export function usesPlaceholderPayee(env: NodeJS.ProcessEnv = process.env): boolean {
  return !env.UPI_PAYEE_ADDRESS || env.UPI_PAYEE_ADDRESS === PLACEHOLDER_UPI_PAYEE.address;
}
