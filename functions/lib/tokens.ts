import { SignJWT, jwtVerify, errors } from 'jose';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { Role } from '../../shared/types.js';
import { config } from './config.js';
import { NotAuthenticated } from './errors.js';

const ALGORITHM = 'HS256';
const ISSUER = 'coaching-api';
const AUDIENCE = 'coaching-web';
const LIFETIME = '12h';

export interface TokenClaims {
  userId: string;
  role: Role;
}

let keyPromise: Promise<Uint8Array> | undefined;

/** The signing key: from the environment locally, from Secrets Manager in AWS; fetched once. */
function signingKey(): Promise<Uint8Array> {
  keyPromise ??= (async () => {
    const { jwtSecret, jwtSecretArn, region } = config();
    if (jwtSecret) return new TextEncoder().encode(jwtSecret);
    if (!jwtSecretArn) throw new Error('Missing setting JWT_SECRET or JWT_SECRET_ARN: the token signing key');
    const secret = await new SecretsManagerClient({ region }).send(new GetSecretValueCommand({ SecretId: jwtSecretArn }));
    if (!secret.SecretString) throw new Error(`Secret ${jwtSecretArn} has no string value`);
    return new TextEncoder().encode(secret.SecretString);
  })();
  keyPromise.catch(() => (keyPromise = undefined));
  return keyPromise;
}

export async function issueToken(claims: TokenClaims): Promise<string> {
  return new SignJWT({ role: claims.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(LIFETIME)
    .sign(await signingKey());
}

export async function verifyToken(token: string): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iss', 'aud', 'sub'],
    });
    const role = payload.role;
    if (!payload.sub || (role !== 'student' && role !== 'admin')) throw new NotAuthenticated('session_invalid');
    return { userId: payload.sub, role };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new NotAuthenticated('session_expired');
    if (error instanceof NotAuthenticated) throw error;
    if (error instanceof errors.JOSEError) throw new NotAuthenticated('session_invalid', undefined, { cause: error });
    throw error;
  }
}

/**
 * A token for one thing, not a session: `audience` says what it opens (e.g. 'receipt'), `subject`
 * which one. Signed with the same key; a session token never passes as one (its audience differs).
 */
export async function issueScopedToken(audience: string, subject: string, lifetime: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(subject)
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(lifetime)
    .sign(await signingKey());
}

/** The subject of a valid scoped token for `audience`, or undefined. */
export async function scopedTokenSubject(token: string, audience: string): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: [ALGORITHM], issuer: ISSUER, audience, requiredClaims: ['exp', 'sub'] });
    return payload.sub;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
