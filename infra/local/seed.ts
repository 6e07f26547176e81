import * as z from 'zod/mini';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import {
  createAd,
  createCourse,
  createTestSeries,
  getSiteSettings,
  saveSiteSettings,
} from '#domain/catalogue/index.js';
import { enroll } from '#domain/learning/index.js';
import { createVideo, videoObjectKey } from '#domain/media/index.js';
import { s3, videoBucket } from '#lib/s3.js';
import { createUser, findUserByEmail } from '#domain/users/index.js';
import { db, tableName } from '#lib/db.js';
import { hashPassword } from '#lib/passwords.js';
import { registerSchema } from '#shared/schemas.js';
import { courseBodySchema } from '#shared/course-body.js';
import { couponInputSchema } from '#shared/coupons.js';
import { siteSettingsSchema } from '#shared/site-settings.js';
import { createCoupon, findCoupon } from '#domain/payments/index.js';
import { addQuestion, createTest, getTest, setTestPublished } from '#domain/mock-tests/index.js';
import { questionInputSchema, testInputSchema } from '#shared/mock-tests.js';
import { DEMO_QUESTIONS, DEMO_TEST } from './seed-test.js';
import {
  DEMO_ADS,
  DEMO_COUPON,
  DEMO_COURSES,
  DEMO_MEDIA_DIR,
  DEMO_SETTINGS,
  DEMO_STUDENT,
  DEMO_TEST_SERIES,
  DEMO_VIDEOS,
  type DemoVideo,
} from './seed-data.js';

const SEED_MARKER = { pk: 'META', sk: 'SEED' };

export interface AdminCredentials {
  name: string;
  email: string;
  password: string;
}

/** Creates an admin account, or reports that the e-mail is taken. Used by the seed and by `npm run admin:create`. */
export async function createAdmin(admin: AdminCredentials) {
  const checked = z.pick(registerSchema, { name: true, email: true, password: true }).parse(admin);
  return createUser({
    ...checked,
    mobile: '0000000000',
    role: 'admin',
    passwordHash: await hashPassword(checked.password),
  });
}

/** Uploads a demo lecture to the video bucket, as an admin's upload would, and records it under the course. */
async function addDemoVideo(courseId: string, video: DemoVideo) {
  const objectKey = videoObjectKey(courseId, video.file);
  await s3().send(
    new PutObjectCommand({
      Bucket: videoBucket(),
      Key: objectKey,
      Body: readFileSync(join(DEMO_MEDIA_DIR, video.file)),
      ContentType: 'video/webm',
    }),
  );
  await createVideo(courseId, {
    title: video.title,
    description: video.description,
    duration: video.duration,
    order: video.order,
    objectKey,
  });
}

/** The demo test, published, in the first demo series (infra/local/seed-test.ts). */
async function seedDemoTest(seriesId: string) {
  const test = await createTest(seriesId, testInputSchema.parse(DEMO_TEST));
  for (const { section, ...question } of DEMO_QUESTIONS) {
    await addQuestion(test.id, questionInputSchema.parse({ ...question, sectionId: test.sections[section]!._id }));
  }
  await setTestPublished(await getTest(test.id), true);
}

/** Seeds demo content once: the marker item is written last, so an interrupted seed runs again next start. */
export async function seedIfEmpty(admin: AdminCredentials, log: (line: string) => void): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: SEED_MARKER, ConsistentRead: true }));
  if (Item) return false;
  log('Seeding demo data (first start)...');
  const adminUser = (await findUserByEmail(admin.email)) ?? (await createAdmin(admin));
  const student =
    (await findUserByEmail(DEMO_STUDENT.email)) ??
    (await createUser({
      ...registerSchema.parse(DEMO_STUDENT),
      role: 'student',
      passwordHash: await hashPassword(DEMO_STUDENT.password),
    }));
  const courses = [];
  for (const course of DEMO_COURSES) courses.push(await createCourse(courseBodySchema.parse(course)));
  const demoCourse = courses[0]!;
  for (const video of DEMO_VIDEOS) await addDemoVideo(demoCourse._id, video);
  await enroll(student._id, demoCourse._id);
  const series = [];
  for (const input of DEMO_TEST_SERIES) series.push(await createTestSeries(input));
  await seedDemoTest(series[0]!._id);
  for (const ad of DEMO_ADS) await createAd(ad);
  if (!(await findCoupon(DEMO_COUPON.code))) await createCoupon(couponInputSchema.parse(DEMO_COUPON));
  if (!(await getSiteSettings())) await saveSiteSettings(siteSettingsSchema.parse(DEMO_SETTINGS), adminUser._id);
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...SEED_MARKER, seededAt: new Date().toISOString() } }),
  );
  return true;
}
