import { getTestSeriesMany, listCourses } from '../catalogue/index.js';
import { seriesAccessOfUser, toStudentSeriesAccess } from '../mock-tests/index.js';
import type { AdminStudent, AdminStudentDetail } from '#shared/admin-types.js';
import { decodeCursor, encodeCursor, TIME_KEY } from '#lib/cursor.js';
import { indexPage } from '#lib/db.js';
import { listEnrollments } from '../learning/index.js';
import { paymentsOfUser, toAdminPayment } from '../payments/index.js';
import { getStudent, getUsers, searchStudents, toRecord, type UserRecord, usersPartition } from '../users/index.js';

/**
 * Students as admins see them: newest first from the users-by-role index, or found by the start of
 * their e-mail or name (student-search.ts); one student's enrolments and payments.
 */

/** A search cursor's key: `<term>#<userId>`. */
const SEARCH_KEY = /^[\s\S]{1,700}#[0-9A-HJKMNP-TV-Z]{26}$/;

export interface StudentsPage {
  students: AdminStudent[];
  nextCursor?: string;
}

type Titles = Map<string, string>;

async function courseTitles(): Promise<Titles> {
  return new Map((await listCourses()).map((course) => [course._id, course.title]));
}

/** Courses deleted since the enrolment are left out, as on the student's own dashboard. */
function toAdminStudent(user: UserRecord, titles: Titles): AdminStudent {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    mobile: user.mobile,
    joinedAt: user.createdAt,
    enrolledCourses: user.enrolledCourses
      .filter((id) => titles.has(id))
      .map((id) => ({ _id: id, title: titles.get(id)! })),
  };
}

export async function studentsPage(limit: number, cursor?: string): Promise<StudentsPage> {
  const from = cursor ? { direction: 'older' as const, key: decodeCursor(cursor, TIME_KEY).key } : undefined;
  const [page, titles] = await Promise.all([indexPage('gsi1', usersPartition('student'), limit, from), courseTitles()]);
  const last = page.items[page.items.length - 1]?.gsi1sk as string | undefined;
  return {
    students: page.items.map((item) => toAdminStudent(toRecord(item), titles)),
    ...(page.hasOlder && last ? { nextCursor: encodeCursor({ direction: 'older', key: last }) } : {}),
  };
}

export async function findStudents(text: string, limit: number, cursor?: string): Promise<StudentsPage> {
  const after = cursor ? decodeCursor(cursor, SEARCH_KEY).key : undefined;
  const [found, titles] = await Promise.all([searchStudents(text, limit, after), courseTitles()]);
  const users = (await getUsers(found.userIds)).filter((user) => user.role === 'student');
  return {
    students: users.map((user) => toAdminStudent(user, titles)),
    ...(found.lastKey ? { nextCursor: encodeCursor({ direction: 'older', key: found.lastKey }) } : {}),
  };
}

export async function studentDetail(id: string): Promise<AdminStudentDetail> {
  const user = await getStudent(id);
  const [titles, enrollments, payments, access] = await Promise.all([
    courseTitles(),
    listEnrollments(id),
    paymentsOfUser(id),
    seriesAccessOfUser(id),
  ]);
  const seriesTitles = new Map(
    (await getTestSeriesMany(access.map((entry) => entry.seriesId))).map((series) => [series._id, series.title]),
  );
  const testSeries = access.map((entry) =>
    toStudentSeriesAccess(entry, seriesTitles.get(entry.seriesId) ?? 'Deleted test series'),
  );
  return { student: toAdminStudent(user, titles), enrollments, testSeries, payments: payments.map(toAdminPayment) };
}
