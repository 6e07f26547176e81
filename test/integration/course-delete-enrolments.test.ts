/**
 * A deleted course leaves its students: the enrolment items go, the course leaves each student's
 * `enrolledCourses` (profile, dashboard) and the course's enrolment counter, and the counters stay
 * what the items say. A course with more students than the delete request has time for is finished by
 * the FinishCourseDeletions job; a course deleted before enrolments went with it is found by the
 * counter rebuild and finished the same way.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loginAdmin, registerStudent } from '../support/api.js';
import { useEmulators } from '../support/domain.js';
import { countersOf, difference, figuresOf, scanTable, type Figures } from '../support/ledger.js';

let admin: string;
let domain: {
  db: typeof import('#lib/db.js');
  users: typeof import('#domain/users/users.js');
  courses: typeof import('#domain/catalogue/courses.js');
  enrollments: typeof import('#domain/learning/enrollments.js');
  removal: typeof import('#domain/learning/deleted-course-enrolments.js');
  rebuild: typeof import('#domain/insight/stats-rebuild.js');
  iam: typeof import('#infra/local/local-iam.js');
  jobs: typeof import('#shared/jobs.js');
};

beforeAll(async () => {
  useEmulators();
  domain = {
    db: await import('#lib/db.js'),
    users: await import('#domain/users/users.js'),
    courses: await import('#domain/catalogue/courses.js'),
    enrollments: await import('#domain/learning/enrollments.js'),
    removal: await import('#domain/learning/deleted-course-enrolments.js'),
    rebuild: await import('#domain/insight/stats-rebuild.js'),
    iam: await import('#infra/local/local-iam.js'),
    jobs: await import('#shared/jobs.js'),
  };
  // This worker's calls are checked against the bindings they run under, as the stack's are.
  domain.iam.enforceLocalIam({ dynamo: domain.db.db(), s3: { middlewareStack: { add: () => undefined } } });
  admin = await loginAdmin();
});

async function createCourse(title: string): Promise<string> {
  const reply = await api<{ course: { _id: string } }>('POST', '/api/courses', {
    token: admin,
    body: { title, description: 'A course to delete', price: 1500, category: 'gpsc' },
  });
  expect(reply.status).toBe(201);
  return reply.body.course._id;
}

const profileCourses = async (token: string) =>
  (await api<{ user: { enrolledCourses: string[] } }>('GET', '/api/auth/profile', { token })).body.user.enrolledCourses;
const enrolmentItem = async (userId: string, courseId: string) =>
  (
    await domain.db.db().send(
      new GetCommand({
        TableName: domain.db.tableName(),
        Key: { pk: `USER#${userId}`, sk: `ENROLL#${courseId}` },
        ConsistentRead: true,
      }),
    )
  ).Item;
const markerOf = async (courseId: string) =>
  (
    await domain.db.db().send(
      new GetCommand({
        TableName: domain.db.tableName(),
        Key: { pk: 'COURSEREMOVALS', sk: `COURSE#${courseId}` },
        ConsistentRead: true,
      }),
    )
  ).Item;

/** What the counters say and what the items say, now. */
async function ledger(): Promise<{ counters: Figures; items: Figures }> {
  const items = await scanTable();
  return { counters: countersOf(items), items: figuresOf(items) };
}

/** The counters moved exactly as the items did. */
function expectCountersFollowed(
  before: { counters: Figures; items: Figures },
  after: { counters: Figures; items: Figures },
) {
  expect(difference(after.counters, before.counters)).toEqual(difference(after.items, before.items));
}

/** Students made straight in the table (no password hashing): many of them, fast. */
async function quickStudents(count: number): Promise<string[]> {
  const tag = randomBytes(3).toString('hex');
  const made = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      domain.users.createUser({
        name: `Bulk Student ${tag}`,
        email: `bulk.${tag}.${i}@test.local`,
        mobile: '9000000000',
        role: 'student',
        passwordHash: 'x',
      }),
    ),
  );
  return made.map((user) => user._id);
}

/** The job as EventBridge runs it, with exactly the job's bindings. */
async function runJob() {
  const job = domain.jobs.jobs.find((candidate) => candidate.name === 'FinishCourseDeletions')!;
  const { handler } = await import('#functions/jobs/finish-course-deletions.js');
  return domain.iam.runWithBindings(`job ${job.name}`, job.uses, () =>
    handler({}, { awsRequestId: 'test', getRemainingTimeInMillis: () => 60_000 }),
  );
}

describe('deleting a course', () => {
  it("takes it out of its students' profiles and enrolments, keeps their other courses, and counts it off", async () => {
    const tag = randomBytes(3).toString('hex');
    const deleted = await createCourse(`Deleted course ${tag}`);
    const kept = await createCourse(`Kept course ${tag}`);
    const before = await ledger();
    const [first, second, third] = [await registerStudent(), await registerStudent(), await registerStudent()];
    // The deleted course second in one list, first in another, absent from the third.
    await domain.enrollments.enroll(first.id, kept);
    await domain.enrollments.enroll(first.id, deleted);
    await domain.enrollments.enroll(second.id, deleted);
    await domain.enrollments.enroll(second.id, kept);
    await domain.enrollments.enroll(third.id, kept);
    expect(await profileCourses(first.token)).toEqual([kept, deleted]);

    const reply = await api('DELETE', `/api/courses/${deleted}`, { token: admin });
    expect(reply.status).toBe(200);

    for (const student of [first, second, third]) {
      expect(await profileCourses(student.token)).toEqual([kept]);
      expect(await enrolmentItem(student.id, deleted)).toBeUndefined();
      const mine = await api<{ enrollments: { course: { _id: string } }[] }>('GET', '/api/payments/enrollments', {
        token: student.token,
      });
      expect(mine.body.enrollments.map((enrolment) => enrolment.course._id)).toEqual([kept]);
    }
    expect(await enrolmentItem(first.id, kept)).toBeDefined();
    expect(await markerOf(deleted)).toBeUndefined();
    const after = await ledger();
    expectCountersFollowed(before, after);
    expect(after.counters.byCourse.get(`COURSE#${deleted}`)?.enrollmentCount ?? 0).toBe(0);
    expect(after.counters.byCourse.get(`COURSE#${kept}`)?.enrollmentCount).toBe(3);
    // The counter rebuild comes to the same figures.
    await domain.rebuild.rebuildStats();
    const rebuilt = await ledger();
    for (const course of [deleted, kept])
      expect(rebuilt.counters.byCourse.get(`COURSE#${course}`)).toEqual(
        after.counters.byCourse.get(`COURSE#${course}`),
      );
  });

  it('with more students than the request has time for: what is left is marked, and the job removes it', async () => {
    const courseId = await createCourse(`Big course ${randomBytes(3).toString('hex')}`);
    const students = await quickStudents(40);
    for (const id of students) await domain.enrollments.enroll(id, courseId);
    const before = await ledger();

    // The delete transaction with its mark, then time for two pages only.
    await domain.courses.deleteCourse(courseId, [
      domain.removal.enrolmentRemovalMarker(courseId, new Date().toISOString()),
    ]);
    let pages = 0;
    const partial = await domain.removal.removeDeletedCourseEnrolments(courseId, () => pages++ < 2);
    expect(partial).toEqual({ removed: 16, done: false });
    expect(await markerOf(courseId)).toMatchObject({ courseId });
    expectCountersFollowed(before, await ledger());

    expect(await runJob()).toMatchObject({ removed: 24, waiting: 0 });
    expect(await markerOf(courseId)).toBeUndefined();
    for (const id of students) {
      expect(await enrolmentItem(id, courseId)).toBeUndefined();
      expect((await domain.users.getUser(id, true))!.enrolledCourses).toEqual([]);
    }
    const after = await ledger();
    expectCountersFollowed(before, after);
    expect(after.counters.byCourse.get(`COURSE#${courseId}`)?.enrollmentCount ?? 0).toBe(0);
    // Nothing left for the next run.
    expect(await runJob()).toMatchObject({ removed: 0, waiting: 0 });
  }, 60_000);

  it('leaves the enrolments of a course that exists, whatever asks', async () => {
    const courseId = await createCourse(`Living course ${randomBytes(3).toString('hex')}`);
    const [student] = await quickStudents(1);
    await domain.enrollments.enroll(student!, courseId);
    await domain.removal.markEnrolmentsForRemoval(courseId);
    await runJob();
    expect(await enrolmentItem(student!, courseId)).toBeDefined();
    expect((await domain.users.getUser(student!, true))!.enrolledCourses).toEqual([courseId]);
    // The stray mark is gone, so the job does not look at it again.
    expect(await markerOf(courseId)).toBeUndefined();
  });
});

describe('a course deleted before its enrolments went with it', () => {
  it('is found by the counter rebuild, whose job removes them; the counters stay equal to the items', async () => {
    const courseId = `01OLDCOURSE${randomBytes(5).toString('hex').toUpperCase()}`;
    const [student] = await quickStudents(1);
    // As an older version left it: the enrolment (no course index entry) and the list, the course gone.
    await domain.db.db().send(
      new PutCommand({
        TableName: domain.db.tableName(),
        Item: {
          pk: `USER#${student}`,
          sk: `ENROLL#${courseId}`,
          entity: 'Enrollment',
          userId: student,
          courseId,
          enrolledAt: '2026-02-01T10:00:00.000Z',
        },
      }),
    );
    await domain.db.db().send(
      new PutCommand({
        TableName: domain.db.tableName(),
        Item: {
          ...(
            await domain.db
              .db()
              .send(new GetCommand({ TableName: domain.db.tableName(), Key: { pk: `USER#${student}`, sk: 'PROFILE' } }))
          ).Item,
          enrolledCourses: [courseId],
        },
      }),
    );

    await domain.rebuild.rebuildStats();
    expect(await enrolmentItem(student!, courseId)).toMatchObject({
      gsi2pk: `COURSEENROLLMENTS#${courseId}`,
      gsi2sk: `2026-02-01T10:00:00.000Z#${student}`,
    });
    expect(await markerOf(courseId)).toMatchObject({ courseId });
    const rebuilt = await ledger();
    expect(rebuilt.counters.byCourse.get(`COURSE#${courseId}`)).toEqual(
      rebuilt.items.byCourse.get(`COURSE#${courseId}`),
    );

    expect(await runJob()).toMatchObject({ removed: 1 });
    expect(await enrolmentItem(student!, courseId)).toBeUndefined();
    expect((await domain.users.getUser(student!, true))!.enrolledCourses).toEqual([]);
    expectCountersFollowed(rebuilt, await ledger());
  }, 60_000);
});
