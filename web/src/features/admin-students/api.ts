import type { OfflinePaymentInput } from '../../../../shared/admin-schemas';
import type { AdminPayment, AdminStudent, AdminStudentDetail } from '../../../../shared/admin-types';
import { api } from '../../lib/api';
import type { CursorPageOf } from '../../lib/use-cursor-pages';

export type { AdminPayment, AdminStudent, AdminStudentDetail };

/** What the list is asked for: everyone, newest first, or those whose e-mail or name starts with `q`. */
export interface StudentQuery {
  q?: string;
}

export async function fetchStudentsPage(query: StudentQuery, cursor: string | undefined, signal: AbortSignal): Promise<CursorPageOf<AdminStudent>> {
  const { students, nextCursor } = await api('GET /api/admin/students', {}, { query: { q: query.q, cursor }, signal });
  if (!Array.isArray(students)) throw new Error('The students response has no students list');
  return { items: students, nextCursor };
}

export async function fetchStudent(studentId: string, signal: AbortSignal): Promise<AdminStudentDetail> {
  const { student, enrollments, testSeries, payments } = await api('GET /api/admin/students/{id}', { id: studentId }, { signal });
  return { student, enrollments, testSeries: Array.isArray(testSeries) ? testSeries : [], payments };
}

export async function recordOfflinePayment(studentId: string, input: OfflinePaymentInput): Promise<AdminPayment> {
  const { payment } = await api('POST /api/admin/students/{id}/offline-payments', { id: studentId }, { body: input });
  return payment;
}
