import { secretValue } from './secrets.js';

/**
 * The payment settings, read from the environment in this one place until functions/lib/config.ts
 * carries them (fields razorpay*, upiPayee*, instituteGstin). In AWS the Razorpay keys and the webhook
 * secret come from Secrets Manager (RAZORPAY_SECRET_ARN holds {keyId, keySecret},
 * RAZORPAY_WEBHOOK_SECRET_ARN the webhook secret); locally the plain values are set and
 * RAZORPAY_API_URL points the Razorpay client at the local stand-in.
 */
const REAL_API_URL = 'https://api.razorpay.com';
const REAL_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayKeys {
  keyId: string;
  keySecret: string;
}

function env(name: string): string | undefined {
  return process.env[name] || undefined;
}

export async function razorpayKeys(): Promise<RazorpayKeys> {
  const keyId = env('RAZORPAY_KEY_ID');
  const keySecret = env('RAZORPAY_KEY_SECRET');
  if (keyId && keySecret) return { keyId, keySecret };
  const arn = env('RAZORPAY_SECRET_ARN');
  if (!arn)
    throw new Error(
      'Missing setting RAZORPAY_SECRET_ARN (or RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET locally): the Razorpay API keys',
    );
  const parsed = JSON.parse(await secretValue(arn)) as Partial<RazorpayKeys>;
  if (!parsed.keyId || !parsed.keySecret)
    throw new Error(`Secret ${arn} must hold {"keyId": "...", "keySecret": "..."}`);
  return { keyId: parsed.keyId, keySecret: parsed.keySecret };
}

export async function razorpayWebhookSecret(): Promise<string> {
  const plain = env('RAZORPAY_WEBHOOK_SECRET');
  if (plain) return plain;
  const arn = env('RAZORPAY_WEBHOOK_SECRET_ARN');
  if (!arn)
    throw new Error(
      'Missing setting RAZORPAY_WEBHOOK_SECRET_ARN (or RAZORPAY_WEBHOOK_SECRET locally): the webhook signing secret',
    );
  return secretValue(arn);
}

/** Razorpay's API base URL: the local stand-in when RAZORPAY_API_URL is set. */
export function razorpayApiUrl(): string {
  return env('RAZORPAY_API_URL') ?? REAL_API_URL;
}

/** Where the browser loads checkout.js from: Razorpay's in AWS, the stand-in's locally. */
export function checkoutScriptUrl(): string {
  const local = env('RAZORPAY_API_URL');
  return local ? `${local.replace(/\/$/, '')}/checkout.js` : REAL_CHECKOUT_URL;
}

export interface UpiPayee {
  address: string;
  name: string;
}

/** Who receives UPI payments; undefined when not configured. */
export function upiPayee(): UpiPayee | undefined {
  const address = env('UPI_PAYEE_ADDRESS');
  if (!address) return undefined;
  return { address, name: env('UPI_PAYEE_NAME') ?? 'Gyanpath Academy' };
}

/** The institute's GSTIN when it is registered for GST; receipts then show the tax split. */
export function instituteGstin(): string | undefined {
  return env('INSTITUTE_GSTIN');
}
