import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DoubtStatus } from '#shared/doubts.js';
import { db, tableName } from '#lib/db.js';
import { NotFound } from '#lib/errors.js';

/**
 * Doubt entity.
 *   DOUBT#<id> / DOUBT            the doubt, its answer and why it was hidden
 *     gsi1 DOUBTS#<open|answered> / <createdAt>#<id>   the faculty queue (a hidden doubt leaves it)
 *     gsi2 DOUBTSON#<place> / <createdAt>#<id>         the doubts of one lecture or one test question
 *   DOUBT#<id> / SAME#<userId>    one "I have the same doubt" mark per student
 *   USER#<userId> / DOUBT#<createdAt>#<id>   the student's own doubts, newest last (points at the doubt)
 *   USER#<userId> / DOUBTDAY#<India's date>  how many doubts the student asked that day (the daily limit)
 */
export const doubtKeys = {
  item: (id: string) => ({ pk: `DOUBT#${id}`, sk: 'DOUBT' }),
  same: (id: string, userId: string) => ({ pk: `DOUBT#${id}`, sk: `SAME#${userId}` }),
  mine: (userId: string, createdAt: string, id: string) => ({ pk: `USER#${userId}`, sk: `DOUBT#${createdAt}#${id}` }),
  minePrefix: 'DOUBT#',
  day: (userId: string, day: string) => ({ pk: `USER#${userId}`, sk: `DOUBTDAY#${day}` }),
  queue: (status: 'open' | 'answered', createdAt: string, id: string) => ({
    gsi1pk: queuePartition(status),
    gsi1sk: `${createdAt}#${id}`,
  }),
  place: (place: string, createdAt: string, id: string) => ({
    gsi2pk: placePartition(place),
    gsi2sk: `${createdAt}#${id}`,
  }),
};

export const queuePartition = (status: 'open' | 'answered') => `DOUBTS#${status}`;
export const placePartition = (place: string) => `DOUBTSON#${place}`;
export const lecturePlace = (courseId: string, videoId: string) => `lecture#${courseId}#${videoId}`;
export const questionPlace = (testId: string, questionId: string) => `question#${testId}#${questionId}`;

export interface DoubtAnswerRecord {
  text: string;
  imageKey?: string;
  answeredAt: string;
  byId: string;
  byName: string;
}

export interface DoubtHiding {
  reason: string;
  byId: string;
  at: string;
}

export interface DoubtRecord {
  id: string;
  userId: string;
  askerName: string;
  place: 'lecture' | 'question';
  courseId?: string;
  courseTitle?: string;
  videoId?: string;
  atSeconds?: number;
  attemptId?: string;
  testId?: string;
  seriesId?: string;
  questionId?: string;
  questionNumber?: number;
  title: string;
  text: string;
  imageKey?: string;
  status: DoubtStatus;
  createdAt: string;
  sameCount: number;
  answer?: DoubtAnswerRecord;
  /** Why the doubt itself was hidden (status hidden). */
  hiding?: DoubtHiding;
  /** Answers hidden as improper, each with why: the doubt went back to the queue. */
  hiddenAnswers?: (DoubtAnswerRecord & { hidden: DoubtHiding })[];
}

export function toDoubtRecord(item: Record<string, unknown>): DoubtRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g1s, gsi2pk: _g2, gsi2sk: _g2s, entity: _e, ...rest } = item;
  return { ...(rest as unknown as DoubtRecord), sameCount: (item.sameCount as number | undefined) ?? 0 };
}

export async function getDoubt(id: string): Promise<DoubtRecord> {
  if (!/^[0-9A-Z]{26}$/.test(id)) throw new NotFound('doubt_not_found');
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: doubtKeys.item(id), ConsistentRead: true }),
  );
  if (!Item) throw new NotFound('doubt_not_found');
  return toDoubtRecord(Item);
}
