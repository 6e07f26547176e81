import { inject } from 'vitest';
import { mkdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type { StaffRole } from '#shared/types.js';

export interface ApiReply<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { success?: boolean; error?: string };
}

/** Calls the local API adapter over real HTTP. */
export async function api<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  } else if (body !== undefined) {
    headers['content-type'] ??= 'application/json';
  }
  const response = options.from
    ? await fromAddress(options.from, method, `${inject('apiUrl')}${path}`, headers, body)
    : await fetch(`${inject('apiUrl')}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, headers: response.headers, body: parsed as ApiReply<T>['body'] };
}

/**
 * The same request sent from another loopback address (any 127.x.y.z reaches this machine on Linux),
 * so the API sees a different client address: how tests play callers on different networks.
 */
function fromAddress(
  localAddress: string,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, localAddress }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const replyHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) replyHeaders.set(name, String(value));
        resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 0, headers: replyHeaders }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Addresses one test process may use: 127.64.0.1 to 127.127.255.254 holds 208 blocks of this size. */
const ADDRESS_BLOCK = 20_000;
let addressBlock: number | undefined;
let addressCounter = 0;

/**
 * The block of addresses this process has to itself. Every test file runs in a process of its own, so
 * the block is taken from a folder the whole run shares (mkdir either makes a block's folder or finds it
 * taken): two files never send from one address, and never share its sign-up and login limits.
 */
function ownAddressBlock(): number {
  if (addressBlock !== undefined) return addressBlock;
  const folder = inject('addressBlocks');
  for (let block = 0; block < 208; block++) {
    try {
      mkdirSync(join(folder, String(block)));
      return (addressBlock = block);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error('Every block of test addresses is taken: the run has more test files than blocks');
}

/** A loopback address no other test process of the run uses. */
export function freshAddress(): string {
  if (addressCounter >= ADDRESS_BLOCK) throw new Error(`A test file may use at most ${ADDRESS_BLOCK} addresses`);
  const n = ownAddressBlock() * ADDRESS_BLOCK + addressCounter++;
  // The last byte runs 1..254 (0 and 255 are not host addresses), so two numbers never share an address.
  const rest = Math.floor(n / 254);
  return `127.${64 + ((rest >> 8) & 63)}.${rest & 255}.${(n % 254) + 1}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'student'): string {
  return `${prefix}.${Date.now()}.${process.pid}.${counter++}@test.local`;
}

export async function registerStudent(
  overrides: Partial<{ name: string; email: string; mobile: string; password: string }> = {},
) {
  const input = { name: 'Asha Patel', email: uniqueEmail(), mobile: '9876543210', password: 'secret123', ...overrides };
  // Each from its own address, so the per-address sign-up limit does not ration the test suite.
  const reply = await api<{ token: string; student: { _id: string } }>('POST', '/api/auth/student/register', {
    body: input,
    from: freshAddress(),
  });
  if (reply.status !== 200) throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...input, token: reply.body.token, id: reply.body.student._id };
}

let adminToken: Promise<string> | undefined;
export function loginAdmin(): Promise<string> {
  adminToken ??= (async () => {
    const { email, password } = inject('admin');
    const reply = await api<{ token: string }>('POST', '/api/auth/admin/login', { body: { email, password } });
    if (reply.status !== 200) throw new Error(`admin login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body.token;
  })();
  return adminToken;
}

/** A token signed with the real key whose expiry is in the past. */
export async function expiredToken(userId: string, role: 'student' | 'admin'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('coaching-api')
    .setAudience('coaching-web')
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(new TextEncoder().encode(inject('jwtSecret')));
}

/** The same token with its payload changed to claim the admin role: the signature no longer matches. */
export function tamperedToken(token: string): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  claims.role = 'admin';
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

export function noneAlgToken(userId: string): string {
  const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: userId, role: 'admin', iss: 'coaching-api', aud: 'coaching-web', exp: now + 3600 })}.`;
}

/**
 * A staff member of this role signed in through the admin login: the account is written through the
 * domain (as an invitation makes one), with its staff role and, for a limited faculty member, its
 * courses. The worker must use the emulators (useEmulators) first.
 */
export async function loginStaff(staffRole: StaffRole, courseIds?: string[]): Promise<{ id: string; token: string }> {
  const { createUser, userKeys } = await import('#domain/users/index.js');
  const { hashPassword } = await import('#lib/passwords.js');
  const { db, tableName } = await import('#lib/db.js');
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const password = `staff-${staffRole}-pass`;
  const email = uniqueEmail();
  const user = await createUser({
    name: `Staff ${staffRole}`,
    email,
    mobile: '9876543210',
    role: 'admin',
    passwordHash: await hashPassword(password),
  });
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.profile(user._id),
      UpdateExpression: courseIds ? 'SET staffRole = :role, courseIds = :courses' : 'SET staffRole = :role',
      ExpressionAttributeValues: { ':role': staffRole, ...(courseIds ? { ':courses': courseIds } : {}) },
    }),
  );
  const reply = await api<{ token: string }>('POST', '/api/auth/admin/login', {
    body: { email, password },
    from: freshAddress(),
  });
  if (reply.status !== 200) throw new Error(`staff login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { id: user._id, token: reply.body.token };
}
