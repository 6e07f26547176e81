import type { Doubt } from '#shared/doubts.js';
import { api } from '../../lib/api';

export const fetchLectureDoubts = async (courseId: string, videoId: string, signal: AbortSignal): Promise<Doubt[]> =>
  (await api('GET /api/courses/{id}/videos/{videoId}/doubts', { id: courseId, videoId }, { signal })).doubts;

export const askLectureDoubt = async (
  courseId: string,
  videoId: string,
  body: { text: string; atSeconds: number; imageKey?: string },
): Promise<Doubt> =>
  (await api('POST /api/courses/{id}/videos/{videoId}/doubts', { id: courseId, videoId }, { body })).doubt;
