import type { Doubt, StaffDoubt } from '#shared/doubts.js';
import { batchGetAll, queryAll, queryPrefix } from '#lib/db.js';
import { doubtKeys, type DoubtRecord, placePartition, queuePartition, toDoubtRecord } from './doubt-records.js';
import { handles, type StaffScope } from './staff-scope.js';
import { toStaffDoubt, toStudentDoubt } from './views.js';

/** The marks the viewer put on these doubts ("I have the same doubt"), by doubt id. */
async function markedByViewer(doubts: readonly DoubtRecord[], viewerId: string): Promise<Set<string>> {
  const others = doubts.filter((doubt) => doubt.userId !== viewerId);
  if (others.length === 0) return new Set();
  const marks = await batchGetAll(others.map((doubt) => doubtKeys.same(doubt.id, viewerId)));
  return new Set(marks.map((mark) => String(mark.pk).slice('DOUBT#'.length)));
}

async function forStudent(doubts: readonly DoubtRecord[], viewerId: string): Promise<Doubt[]> {
  const marked = await markedByViewer(doubts, viewerId);
  return Promise.all(doubts.map((doubt) => toStudentDoubt(doubt, viewerId, marked.has(doubt.id))));
}

/**
 * The doubts of one lecture or question that a student sees: the answered ones, then their own in any
 * status, oldest first (one Query of the place's index partition).
 */
export async function doubtsOnPlace(place: string, viewerId: string): Promise<Doubt[]> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :place',
    FilterExpression: '#status = :answered OR userId = :me',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':place': placePartition(place), ':answered': 'answered', ':me': viewerId },
  });
  return forStudent(items.map(toDoubtRecord), viewerId);
}

/** A student's own doubts, newest first, with their status. */
export async function myDoubts(userId: string): Promise<Doubt[]> {
  const pointers = await queryPrefix(`USER#${userId}`, doubtKeys.minePrefix);
  const ids = pointers.map((pointer) => String(pointer.doubtId));
  const found = new Map(
    (await batchGetAll(ids.map((id) => doubtKeys.item(id)))).map((item) => [String(item.id), toDoubtRecord(item)]),
  );
  const doubts = ids.flatMap((id) => found.get(id) ?? []);
  return Promise.all(doubts.map((doubt) => toStudentDoubt(doubt, userId)));
}

/**
 * The staff queue: open doubts with the most "same doubt" marks first and, among equals, the oldest
 * first (the partition is read oldest first and the sort is stable); answered ones newest first.
 * Only the doubts this staff member handles, of one course when asked.
 */
export async function doubtQueue(
  scope: StaffScope,
  filter: { status?: 'open' | 'answered' | undefined; courseId?: string | undefined },
): Promise<StaffDoubt[]> {
  const status = filter.status ?? 'open';
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :queue',
    ExpressionAttributeValues: { ':queue': queuePartition(status) },
    ScanIndexForward: status === 'open',
  });
  const doubts = items
    .map(toDoubtRecord)
    .filter((doubt) => handles(scope, doubt) && (!filter.courseId || doubt.courseId === filter.courseId));
  if (status === 'open') doubts.sort((a, b) => b.sameCount - a.sameCount);
  return Promise.all(doubts.map(toStaffDoubt));
}
