import type { Enrollment } from '../../../shared/types';
import { apiFetch } from './api-client';

export type { Enrollment };

export async function fetchEnrollments(signal: AbortSignal): Promise<Enrollment[]> {
  const { enrollments } = await apiFetch<{ enrollments?: unknown }>('/api/payments/enrollments', { signal });
  if (!Array.isArray(enrollments)) throw new Error('The enrollments response has no enrollments list');
  return enrollments as Enrollment[];
}

export function isEnrolledIn(enrollments: Enrollment[], courseId: string): boolean {
  return enrollments.some((enrollment) => enrollment.course._id === courseId);
}
