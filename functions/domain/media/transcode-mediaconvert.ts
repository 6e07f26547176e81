import { SignatureV4 } from '@smithy/signature-v4';
import { s3 } from '#lib/s3.js';

/**
 * MediaConvert's CreateJob as one SigV4-signed request. The SDK's MediaConvert client would add about
 * 100 KB to each function that starts a job; this reuses the credentials and hashing the S3 client
 * already carries. The API speaks JSON with camelCase member names: the PascalCase settings (as
 * CloudFormation's job template takes them) are converted, except the names of audio selectors.
 */
type Json = unknown;

const camel = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

/** PascalCase members to the API's camelCase; the keys of name-keyed maps (AudioSelectors) stay. */
export function toWireJson(value: Json, mapOfNames = false): Json {
  if (Array.isArray(value)) return value.map((item) => toWireJson(item));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, Json>).map(([key, item]) => [
      mapOfNames ? key : camel(key),
      toWireJson(item, key === 'AudioSelectors' || key === 'UserMetadata'),
    ]),
  );
}

export async function createMediaConvertJob(region: string, job: Record<string, Json>): Promise<void> {
  const client = s3();
  const hostname = `mediaconvert.${region}.amazonaws.com`;
  const body = JSON.stringify(toWireJson(job));
  const signer = new SignatureV4({
    service: 'mediaconvert',
    region,
    credentials: client.config.credentials,
    sha256: client.config.sha256,
  });
  const signed = await signer.sign({
    method: 'POST',
    protocol: 'https:',
    hostname,
    path: '/2017-08-29/jobs',
    query: {},
    headers: { host: hostname, 'content-type': 'application/json' },
    body,
  });
  const response = await fetch(`https://${hostname}/2017-08-29/jobs`, {
    method: 'POST',
    headers: signed.headers,
    body,
  });
  if (!response.ok) {
    const reply = (await response.json().catch(() => ({}))) as { message?: string; Message?: string };
    throw new Error(
      `MediaConvert answered ${response.status}: ${reply.message ?? reply.Message ?? response.statusText}`,
    );
  }
}
