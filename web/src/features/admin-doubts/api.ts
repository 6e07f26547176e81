import type { StaffDoubt } from '#shared/doubts.js';
import { api } from '../../lib/api';

export type QueueStatus = 'open' | 'answered';

export const fetchDoubtQueue = async (
  filter: { status: QueueStatus; courseId: string },
  signal: AbortSignal,
): Promise<StaffDoubt[]> =>
  (
    await api(
      'GET /api/staff/doubts',
      {},
      { signal, query: { status: filter.status, ...(filter.courseId ? { courseId: filter.courseId } : {}) } },
    )
  ).doubts;

export const answerDoubt = async (doubtId: string, body: { text: string; imageKey?: string }): Promise<StaffDoubt> =>
  (await api('POST /api/doubts/{doubtId}/answer', { doubtId }, { body })).doubt;

export const hideDoubt = async (
  doubtId: string,
  body: { reason: string; part: 'doubt' | 'answer' },
): Promise<StaffDoubt> => (await api('POST /api/doubts/{doubtId}/hide', { doubtId }, { body })).doubt;
