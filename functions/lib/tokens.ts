import { SignJWT, jwtVerify, errors } from 'jose';
import type { Role, StaffRole } from '#shared/types.js';
import { config } from './config.js';
import { NotAuthenticated } from './errors.js';
import { secretValue } from './secrets.js';

const ALGORITHM = 'HS256';
const ISSUER = 'coaching-api';
const AUDIENCE = 'coaching-web';
const LIFETIME = '12h';

export interface TokenClaims {
  userId: string;
  role: Role;
  /** The account's sessionVersion when the token was issued (claim `sv`); a newer one on the account ends the token. */
  sessionVersion: number;
  /** A staff account's role (absent: owner) and, for faculty limited to some courses, those courses. */
  staffRole?: StaffRole;
  courseIds?: string[];
}

const encoder = new TextEncoder();

/** The signing key: by value locally, from Secrets Manager in AWS (re-read every few minutes, so a rotated key takes over). */
async function signingKey(): Promise<Uint8Array> {
  const { jwtSecret, jwtSecretArn } = config();
  if (jwtSecret) return encoder.encode(jwtSecret);
  if (!jwtSecretArn) throw new Error('Missing setting JWT_SECRET_ARN (or JWT_SECRET locally): the token signing key');
  return encoder.encode(await secretValue(jwtSecretArn));
}

export async function issueToken(claims: TokenClaims): Promise<string> {
  return new SignJWT({ role: claims.role, sv: claims.sessionVersion })
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
    const sessionVersion = payload.sv ?? 0;
    if (!payload.sub || (role !== 'student' && role !== 'admin') || !Number.isSafeInteger(sessionVersion))
      throw new NotAuthenticated('session_invalid');
    return { userId: payload.sub, role, sessionVersion: sessionVersion as number };
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
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience,
      requiredClaims: ['exp', 'sub'],
    });
    return payload.sub;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
