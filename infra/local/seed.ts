import * as z from 'zod/mini';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { createCourse } from '../../functions/domain/courses.js';
import { createAd } from '../../functions/domain/homepage-ads.js';
import { createTestSeries } from '../../functions/domain/test-series.js';
import { createUser, findUserByEmail } from '../../functions/domain/users.js';
import { db, tableName } from '../../functions/lib/db.js';
import { hashPassword } from '../../functions/lib/passwords.js';
import { courseInputSchema, registerSchema } from '../../shared/schemas.js';
import { DEMO_ADS, DEMO_COURSES, DEMO_STUDENT, DEMO_TEST_SERIES } from './seed-data.js';

const SEED_MARKER = { pk: 'META', sk: 'SEED' };

export interface AdminCredentials {
  name: string;
  email: string;
  password: string;
}

/** Creates an admin account, or reports that the e-mail is taken. Used by the seed and by `npm run admin:create`. */
export async function createAdmin(admin: AdminCredentials) {
  const checked = z.pick(registerSchema, { name: true, email: true, password: true }).parse(admin);
  return createUser({ ...checked, mobile: '0000000000', role: 'admin', passwordHash: await hashPassword(checked.password) });
}

/** Seeds demo content once: the marker item is written last, so an interrupted seed runs again next start. */
export async function seedIfEmpty(admin: AdminCredentials, log: (line: string) => void): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: SEED_MARKER, ConsistentRead: true }));
  if (Item) return false;
  log('Seeding demo data (first start)...');
  if (!(await findUserByEmail(admin.email))) await createAdmin(admin);
  if (!(await findUserByEmail(DEMO_STUDENT.email))) {
    await createUser({ ...registerSchema.parse(DEMO_STUDENT), role: 'student', passwordHash: await hashPassword(DEMO_STUDENT.password) });
  }
  for (const course of DEMO_COURSES) await createCourse(courseInputSchema.parse(course));
  for (const series of DEMO_TEST_SERIES) await createTestSeries(series);
  for (const ad of DEMO_ADS) await createAd(ad);
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...SEED_MARKER, seededAt: new Date().toISOString() } }));
  return true;
}
