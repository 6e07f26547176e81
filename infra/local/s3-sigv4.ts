import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 checks it, for the local S3: presigned URLs (query parameters) and
 * header-signed requests (Authorization header, as the SDK sends). Pure: the request in, a verdict out.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
export interface SignedRequest {
  method: string;
  /** Path and query exactly as received (req.url). */
  url: string;
  /** Lower-case names, as node:http gives them. */
  headers: Record<string, string | string[] | undefined>;
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export type Verdict =
  | { ok: true; kind: 'presigned' | 'header' }
  | {
      ok: false;
      code:
        | 'AccessDenied'
        | 'SignatureDoesNotMatch'
        | 'InvalidAccessKeyId'
        | 'RequestTimeTooSkewed'
        | 'AuthorizationQueryParametersError';
      message: string;
    };

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60_000;
const MAX_EXPIRES_SECONDS = 7 * 24 * 3600;

/** RFC 3986 unreserved characters stay; every other byte is %XX (upper-case hex), as SigV4 requires. */
export function awsEncode(value: string, keepSlash = false): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%2F/g, keepSlash ? '/' : '%2F');
}

function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/** The query as [name, value] pairs, decoded; undefined when an escape is malformed. */
export function queryPairs(url: string): [string, string][] | undefined {
  const at = url.indexOf('?');
  if (at < 0) return [];
  const pairs: [string, string][] = [];
  for (const part of url.slice(at + 1).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const name = decode(eq < 0 ? part : part.slice(0, eq));
    const value = decode(eq < 0 ? '' : part.slice(eq + 1));
    if (name === undefined || value === undefined) return undefined;
    pairs.push([name, value]);
  }
  return pairs;
}

function canonicalUri(url: string): string | undefined {
  const path = url.split('?')[0]!;
  const segments = path.split('/').map(decode);
  if (segments.some((segment) => segment === undefined)) return undefined;
  return (segments as string[]).map((segment) => awsEncode(segment)).join('/') || '/';
}

function canonicalQuery(pairs: [string, string][]): string {
  return pairs
    .map(([name, value]) => [awsEncode(name), awsEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

function headerValue(headers: SignedRequest['headers'], name: string): string {
  const value = headers[name];
  const joined = Array.isArray(value) ? value.join(',') : (value ?? '');
  return joined.trim().replace(/\s+/g, ' ');
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** 20240102T030405Z → epoch ms, or undefined. */
function parseAmzDate(value: string): number | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return undefined;
  const time = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return Number.isNaN(time) ? undefined : time;
}

interface Parts {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string;
  payloadHash: string;
  pairs: [string, string][];
}

function deny(code: Extract<Verdict, { ok: false }>['code'], message: string): Verdict {
  return { ok: false, code, message };
}

function verifyParts(
  request: SignedRequest,
  parts: Parts,
  credentials: Credentials,
  kind: 'presigned' | 'header',
): Verdict {
  const scope = parts.credential.split('/');
  if (scope.length !== 5 || scope[3] !== 's3' || scope[4] !== 'aws4_request')
    return deny('AccessDenied', 'The credential scope is malformed.');
  const [accessKeyId, date, region] = scope as [string, string, string];
  if (accessKeyId !== credentials.accessKeyId)
    return deny('InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (!parts.amzDate.startsWith(date))
    return deny('AccessDenied', 'The credential date does not match the request date.');
  const names = parts.signedHeaders.split(';');
  if (
    !names.includes('host') ||
    names.some((name, i) => !name || name !== name.toLowerCase() || (i > 0 && names[i - 1]! >= name))
  ) {
    return deny('AccessDenied', 'SignedHeaders must be sorted, lower-case and include host.');
  }
  const uri = canonicalUri(request.url);
  if (uri === undefined) return deny('AccessDenied', 'The request path is malformed.');
  const canonicalRequest = [
    request.method.toUpperCase(),
    uri,
    canonicalQuery(parts.pairs),
    names.map((name) => `${name}:${headerValue(request.headers, name)}\n`).join(''),
    parts.signedHeaders,
    parts.payloadHash,
  ].join('\n');
  const scopeText = scope.slice(1).join('/');
  const stringToSign = [ALGORITHM, parts.amzDate, scopeText, sha256(canonicalRequest)].join('\n');
  const expected = createHmac('sha256', signingKey(credentials.secretAccessKey, date, region, 's3'))
    .update(stringToSign, 'utf8')
    .digest();
  const given = /^[0-9a-f]{64}$/.test(parts.signature) ? Buffer.from(parts.signature, 'hex') : undefined;
  if (!given || !timingSafeEqual(given, expected)) {
    return deny(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return { ok: true, kind };
}

const QUERY_AUTH = [
  'X-Amz-Algorithm',
  'X-Amz-Credential',
  'X-Amz-Date',
  'X-Amz-Expires',
  'X-Amz-SignedHeaders',
  'X-Amz-Signature',
];

export function isPresigned(url: string): boolean {
  return (queryPairs(url) ?? []).some(
    ([name]) => name === 'X-Amz-Signature' || name === 'X-Amz-Algorithm' || name === 'X-Amz-Credential',
  );
}

export function isHeaderSigned(headers: SignedRequest['headers']): boolean {
  return typeof headers.authorization === 'string' && headers.authorization.length > 0;
}

/** A presigned URL: every query auth parameter present, not expired, and the signature S3 would compute. */
export function verifyPresigned(request: SignedRequest, credentials: Credentials, now = Date.now()): Verdict {
  const pairs = queryPairs(request.url);
  if (!pairs) return deny('AccessDenied', 'The query string is malformed.');
  const query = new Map<string, string>();
  for (const [name, value] of pairs) {
    if (query.has(name) && QUERY_AUTH.includes(name))
      return deny('AuthorizationQueryParametersError', `${name} appears more than once.`);
    query.set(name, value);
  }
  const missing = QUERY_AUTH.filter((name) => !query.get(name));
  if (missing.length)
    return deny('AuthorizationQueryParametersError', `Query-string authentication requires ${missing.join(', ')}.`);
  if (query.get('X-Amz-Algorithm') !== ALGORITHM)
    return deny('AuthorizationQueryParametersError', `X-Amz-Algorithm only supports "${ALGORITHM}".`);
  const signedAt = parseAmzDate(query.get('X-Amz-Date')!);
  if (signedAt === undefined)
    return deny(
      'AuthorizationQueryParametersError',
      "X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\".",
    );
  const expires = query.get('X-Amz-Expires')!;
  if (!/^\d+$/.test(expires) || +expires < 1 || +expires > MAX_EXPIRES_SECONDS) {
    return deny('AuthorizationQueryParametersError', 'X-Amz-Expires must be from 1 to 604800 seconds.');
  }
  if (now > signedAt + Number(expires) * 1000) return deny('AccessDenied', 'Request has expired');
  if (signedAt > now + MAX_SKEW_MS) return deny('AccessDenied', 'Request is not valid yet');
  return verifyParts(
    request,
    {
      credential: query.get('X-Amz-Credential')!,
      signedHeaders: query.get('X-Amz-SignedHeaders')!,
      signature: query.get('X-Amz-Signature')!,
      amzDate: query.get('X-Amz-Date')!,
      payloadHash: query.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
      pairs: pairs.filter(([name]) => name !== 'X-Amz-Signature'),
    },
    credentials,
    'presigned',
  );
}

/** An Authorization: AWS4-HMAC-SHA256 request, within S3's 15-minute clock skew. */
export function verifyHeaderSigned(request: SignedRequest, credentials: Credentials, now = Date.now()): Verdict {
  const authorization = headerValue(request.headers, 'authorization');
  const m = /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([^,\s]+)$/.exec(
    authorization,
  );
  if (!m) return deny('AccessDenied', 'The authorization header is malformed; only AWS4-HMAC-SHA256 is supported.');
  const amzDate = headerValue(request.headers, 'x-amz-date');
  const signedAt = parseAmzDate(amzDate);
  if (signedAt === undefined) return deny('AccessDenied', 'AWS authentication requires a valid X-Amz-Date header.');
  if (Math.abs(now - signedAt) > MAX_SKEW_MS)
    return deny('RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
  const payloadHash = headerValue(request.headers, 'x-amz-content-sha256');
  if (!payloadHash) return deny('AccessDenied', 'Missing required header for this request: x-amz-content-sha256');
  const pairs = queryPairs(request.url);
  if (!pairs) return deny('AccessDenied', 'The query string is malformed.');
  return verifyParts(
    request,
    { credential: m[1]!, signedHeaders: m[2]!, signature: m[3]!, amzDate, payloadHash, pairs },
    credentials,
    'header',
  );
}
