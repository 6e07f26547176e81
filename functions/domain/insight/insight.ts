import type { AdminCourse, AdminDashboard, RecentEnrollment, ReportStats } from '#shared/admin-types.js';
import { DIRECT_COURSES, isDirectCourseId, type DirectCourseId } from '#shared/direct-courses.js';
import { paise, paiseToRupees } from '#shared/money.js';
import type { Course } from '#shared/types.js';
import { listCourses, listTestSeries } from '../catalogue/index.js';
import { recentEnrollments } from '../learning/index.js';
import { readCount, readStats, statsKeys, type StatsSnapshot } from '../stats/index.js';
import { getUsers } from '../users/index.js';

/**
 * The admin's figures: the dashboard, the reports' overall stats and the course list with its real
 * numbers. Each is read from the counter items (stats.ts), the catalogue and a few recent
 * enrolments, never by counting students or payments, so it costs the same at any size.
 */

/** How many of the latest enrolments the dashboard shows. */
export const RECENT_ENROLLMENTS_SHOWN = 5;

function withFigures(course: Course, stats: StatsSnapshot): AdminCourse & { totalRevenue: number } {
  const figures = stats.courses.get(course._id);
  return {
    ...course,
    enrollmentCount: figures?.enrollmentCount ?? 0,
    totalRevenue: paiseToRupees(figures?.totalRevenuePaise ?? paise(0)),
  };
}

const warningsOf = (stats: StatsSnapshot) => (stats.warnings.length ? { warnings: stats.warnings } : {});

/** GET /api/admin/courses: the catalogue, each course with its students and money received. */
export async function coursesWithFigures(): Promise<{ courses: AdminCourse[]; warnings?: string[] }> {
  const [courses, stats] = await Promise.all([listCourses(), readStats()]);
  return { courses: courses.map((course) => withFigures(course, stats)), ...warningsOf(stats) };
}

export async function adminDashboard(): Promise<AdminDashboard> {
  const [stats, courses, recent] = await Promise.all([
    readStats(),
    listCourses(),
    recentEnrollments(RECENT_ENROLLMENTS_SHOWN),
  ]);
  const titles = new Map(courses.map((course) => [course._id, course.title]));
  const students = new Map((await getUsers(recent.map((event) => event.userId))).map((user) => [user._id, user]));
  const latest: RecentEnrollment[] = recent.flatMap((event) => {
    const student = students.get(event.userId);
    if (!student) return [];
    return [
      {
        _id: student._id,
        name: student.name,
        email: student.email,
        enrolledCourses: student.enrolledCourses
          .filter((id) => titles.has(id))
          .map((id) => ({ _id: id, title: titles.get(id)! })),
        updatedAt: event.enrolledAt,
        course: {
          _id: event.courseId,
          title: titles.get(event.courseId) ?? stats.courses.get(event.courseId)?.courseTitle ?? 'Deleted course',
        },
      },
    ];
  });
  return {
    stats: {
      totalStudents: stats.studentCount,
      totalCourses: stats.courseCount,
      totalVideos: stats.videoCount,
      totalRevenue: paiseToRupees(stats.totals.totalRevenuePaise),
    },
    recentEnrollments: latest,
    courseStats: courses.map((course) => {
      const { _id, title, enrollmentCount, totalRevenue } = withFigures(course, stats);
      return { _id, title, enrollmentCount, totalRevenue };
    }),
    ...warningsOf(stats),
  };
}

/**
 * GET /api/stats: students and money overall, and per course that has either: catalogue courses
 * (students = enrolments), courses deleted since (by the title they had), the card-payment
 * programmes (students = people who paid; each names its page, so "GPSC Class 1-2" the programme is
 * not taken for a catalogue course of a similar title) and test series (students = those who bought
 * one). Every received payment counts in exactly one of them, so their amounts add up to the total.
 */
export async function reportStats(): Promise<ReportStats> {
  const [stats, courses, allSeries] = await Promise.all([
    readStats(),
    listCourses(),
    listTestSeries({ activeOnly: false }),
  ]);
  const seriesTitles = new Map(allSeries.map((series) => [series._id, series.title]));
  const titles = new Map(courses.map((course) => [course._id, course.title]));
  const catalogue = [...stats.courses].map(([id, figures]) => ({
    course: titles.get(id) ?? figures.courseTitle ?? 'Deleted course',
    students: figures.enrollmentCount,
    amount: paiseToRupees(figures.totalRevenuePaise),
  }));
  const direct = [...stats.direct]
    .filter(([id]) => isDirectCourseId(id))
    .map(([id, figures]) => ({
      course: DIRECT_COURSES[id as DirectCourseId].title,
      students: figures.paymentCount,
      amount: paiseToRupees(figures.totalRevenuePaise),
      programme: id as DirectCourseId,
    }));
  const series = [...stats.series].map(([id, figures]) => ({
    course: seriesTitles.get(id) ?? figures.courseTitle ?? 'Deleted test series',
    students: figures.enrollmentCount,
    amount: paiseToRupees(figures.totalRevenuePaise),
    product: 'test-series' as const,
  }));
  return {
    totalStudents: stats.studentCount,
    totalAmount: paiseToRupees(stats.totals.totalRevenuePaise),
    grossAmount: paiseToRupees(paise(stats.totals.totalRevenuePaise + stats.totals.refundedPaise)),
    refundedAmount: paiseToRupees(stats.totals.refundedPaise),
    courseStats: [...catalogue, ...direct, ...series].filter((entry) => entry.students > 0 || entry.amount > 0),
    ...warningsOf(stats),
  };
}

/** The Test API button: how many courses there are, from the counter. */
export function totalCourses(): Promise<number> {
  return readCount(statsKeys.catalogue, 'courseCount');
}
