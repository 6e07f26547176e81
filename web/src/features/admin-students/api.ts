import type { OfflinePaymentInput } from '../../../../shared/admin-schemas';
import type { AdminPayment, AdminStudent, AdminStudentDetail } from '../../../../shared/admin-types';
import type { StudentSeriesAccess } from '../../../../shared/mock-tests';
import type { TestSeries } from '../../../../shared/types';
import { api } from '../../lib/api';
import type { CursorPageOf } from '../../lib/use-cursor-pages';

export type { AdminPayment, AdminStudent, AdminStudentDetail, StudentSeriesAccess, TestSeries };

/** What the list is asked for: everyone, newest first, or those whose e-mail or name starts with `q`. */
export interface StudentQuery {
  q?: string;
}

export async function fetchStudentsPage(
  query: StudentQuery,
  cursor: string | undefined,
  signal: AbortSignal,
): Promise<CursorPageOf<AdminStudent>> {
  const { students, nextCursor } = await api('GET /api/admin/students', {}, { query: { q: query.q, cursor }, signal });
  if (!Array.isArray(students)) throw new Error('The students response has no students list');
  return { items: students, nextCursor };
}

export async function fetchStudent(studentId: string, signal: AbortSignal): Promise<AdminStudentDetail> {
  const { student, enrollments, testSeries, payments } = await api(
    'GET /api/admin/students/{id}',
    { id: studentId },
    { signal },
  );
  return { student, enrollments, testSeries: Array.isArray(testSeries) ? testSeries : [], payments };
}

/** The payment recorded, or (`alreadyRecorded`) the same payment recorded before, which this request found. */
export async function recordOfflinePayment(
  studentId: string,
  input: OfflinePaymentInput,
): Promise<{ payment: AdminPayment; alreadyRecorded: boolean }> {
  const { payment, alreadyRecorded } = await api(
    'POST /api/admin/students/{id}/offline-payments',
    { id: studentId },
    { body: input },
  );
  return { payment, alreadyRecorded: alreadyRecorded === true };
}

/** Every test series, inactive ones too: an admin may give a seat in any. */
export async function fetchAllTestSeries(signal: AbortSignal): Promise<TestSeries[]> {
  const { testSeries } = await api('GET /api/test-series/admin/all', {}, { signal });
  if (!Array.isArray(testSeries)) throw new Error('The admin test series response has no testSeries list');
  return testSeries;
}

/** Gives the student a seat in a series without a payment (a scholarship); `note` says why. */
export async function grantTestSeries(studentId: string, seriesId: string, note: string): Promise<void> {
  await api(
    'POST /api/admin/students/{id}/test-series/{seriesId}',
    { id: studentId, seriesId },
    { body: note ? { note } : undefined },
  );
}

/** Takes back a seat an admin gave (a seat that came with a payment goes only with a refund). */
export async function removeTestSeries(studentId: string, seriesId: string): Promise<void> {
  await api('DELETE /api/admin/students/{id}/test-series/{seriesId}', { id: studentId, seriesId });
}
