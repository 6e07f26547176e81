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
  /** The account's sessionVersion when the token was issued (claim `sv`); a newer one on the account ends the token. */
  sessionVersion: number;
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
    if (!payload.sub || (role !== 'student' && role !== 'admin') || !Number.isSafeInteger(sessionVersion)) throw new NotAuthenticated('session_invalid');
    return { userId: payload.sub, role, sessionVersion: sessionVersion as number };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new NotAuthenticated('session_expired');
    if (error instanceof NotAuthenticated) throw error;
    if (error instanceof errors.JOSEError) throw new NotAuthenticated('session_invalid', undefined, { cause: error });
    throw error;
  }
}
