import type { Enrollment } from '#shared/types.js';
import { api } from './api';

export type { Enrollment };

export async function fetchEnrollments(signal: AbortSignal): Promise<Enrollment[]> {
  const { enrollments } = await api('GET /api/payments/enrollments', {}, { signal });
  if (!Array.isArray(enrollments)) throw new Error('The enrollments response has no enrollments list');
  return enrollments;
}

export function isEnrolledIn(enrollments: Enrollment[], courseId: string): boolean {
  return enrollments.some((enrollment) => enrollment.course._id === courseId);
}
