import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes, db, isConditionFailure, tableName, transactWrite } from '#lib/db.js';
import { Conflict, NotAllowed, NotFound } from '#lib/errors.js';
import type { TokenClaims } from '#lib/tokens.js';
import { isEnrolled } from '../learning/index.js';
import { queueMail } from '../mail/index.js';
import { hasSeriesAccess } from '../mock-tests/index.js';
import { getUser } from '../users/index.js';
import { doubtKeys, type DoubtRecord, getDoubt, toDoubtRecord } from './doubt-records.js';
import { assertOwnImage } from './images.js';
import { handles, type StaffScope } from './staff-scope.js';

const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

/** A doubt this staff member handles; one of another course is 403, as if it were not theirs to see. */
async function handledDoubt(scope: StaffScope, doubtId: string): Promise<DoubtRecord> {
  const doubt = await getDoubt(doubtId);
  if (!handles(scope, doubt)) throw new NotAllowed('doubt_not_your_course');
  return doubt;
}

function refuseUnlessOpen(doubt: DoubtRecord): void {
  if (doubt.status === 'answered') throw new Conflict('doubt_already_answered');
  if (doubt.status === 'hidden') throw new Conflict('doubt_hidden');
}

/**
 * Answers an open doubt and moves it from the open queue to the answered one, on the condition that
 * it is still open: of two answers at once, one wins and the other is 409. The asker's e-mail goes to
 * the outbox under the doubt's own key, so a doubt is mailed about once, whatever happens after.
 */
export async function answerDoubt(
  user: TokenClaims,
  scope: StaffScope,
  doubtId: string,
  input: { text: string; imageKey?: string | undefined },
): Promise<DoubtRecord> {
  const doubt = await handledDoubt(scope, doubtId);
  refuseUnlessOpen(doubt);
  if (input.imageKey) await assertOwnImage(user.userId, input.imageKey);
  const staff = await getUser(user.userId);
  const answer = {
    text: input.text,
    ...(input.imageKey ? { imageKey: input.imageKey } : {}),
    answeredAt: new Date().toISOString(),
    byId: user.userId,
    byName: staff?.name ?? '',
  };
  const queue = doubtKeys.queue('answered', doubt.createdAt, doubt.id);
  let answered: DoubtRecord;
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: doubtKeys.item(doubt.id),
        UpdateExpression: 'SET #status = :answered, answer = :answer, gsi1pk = :queue, gsi1sk = :position',
        ConditionExpression: '#status = :open',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':answered': 'answered',
          ':open': 'open',
          ':answer': answer,
          ':queue': queue.gsi1pk,
          ':position': queue.gsi1sk,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    answered = toDoubtRecord(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) refuseUnlessOpen(await getDoubt(doubt.id));
    throw error;
  }
  const asker = await getUser(doubt.userId);
  if (asker)
    await queueMail(
      { email: asker.email, name: asker.name, language: asker.language ?? 'en' },
      {
        kind: 'doubt-answered',
        doubtId: doubt.id,
        title: doubt.title,
        ...(doubt.place === 'lecture' ? { at: minutesAndSeconds(doubt.atSeconds ?? 0) } : {}),
        question: doubt.text,
        answer: answer.text,
      },
    );
  return answered;
}

/**
 * Hides an improper doubt (it leaves the queue and every list but its asker's, who sees why) or only
 * its answer (kept aside with the reason; the doubt is open again for a proper answer). The reason
 * stays on the doubt.
 */
export async function hideDoubt(
  user: TokenClaims,
  scope: StaffScope,
  doubtId: string,
  input: { reason: string; part?: 'doubt' | 'answer' | undefined },
): Promise<DoubtRecord> {
  const doubt = await handledDoubt(scope, doubtId);
  const hidden = { reason: input.reason, byId: user.userId, at: new Date().toISOString() };
  const part = input.part ?? 'doubt';
  if (doubt.status === 'hidden') throw new Conflict('doubt_hidden');
  if (part === 'answer' && (doubt.status !== 'answered' || !doubt.answer)) throw new Conflict('doubt_not_answered');
  const update =
    part === 'doubt'
      ? {
          UpdateExpression: 'SET #status = :hidden, hiding = :why REMOVE gsi1pk, gsi1sk',
          ExpressionAttributeValues: { ':hidden': 'hidden', ':why': hidden, ':was': doubt.status },
        }
      : {
          UpdateExpression:
            'SET #status = :open, hiddenAnswers = list_append(if_not_exists(hiddenAnswers, :none), :aside), gsi1pk = :queue REMOVE answer',
          ExpressionAttributeValues: {
            ':open': 'open',
            ':none': [],
            ':aside': [{ ...doubt.answer, hidden }],
            ':queue': doubtKeys.queue('open', doubt.createdAt, doubt.id).gsi1pk,
            ':was': doubt.status,
          },
        };
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: doubtKeys.item(doubt.id),
        ...update,
        ConditionExpression: '#status = :was',
        ExpressionAttributeNames: { '#status': 'status' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toDoubtRecord(Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('doubt_changed');
    throw error;
  }
}

/**
 * "I have the same doubt", by a student of the doubt's course (or of its test's series), once: the
 * mark and the count change together, and a second mark finds the first and changes nothing.
 */
export async function markSameDoubt(userId: string, doubtId: string): Promise<number> {
  const doubt = await getDoubt(doubtId);
  if (doubt.status === 'hidden') throw new NotFound('doubt_not_found');
  if (doubt.userId === userId) throw new Conflict('doubt_is_yours');
  const member =
    doubt.place === 'lecture'
      ? await isEnrolled(userId, doubt.courseId!)
      : await hasSeriesAccess(userId, doubt.seriesId!);
  if (!member) throw new NotAllowed(doubt.place === 'lecture' ? 'not_enrolled' : 'test_series_not_purchased');
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...doubtKeys.same(doubt.id, userId), entity: 'SameDoubt', at: new Date().toISOString() },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: doubtKeys.item(doubt.id),
          UpdateExpression: 'ADD sameCount :one',
          ConditionExpression: '#status <> :hidden',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':hidden': 'hidden' },
        },
      },
    ]);
  } catch (error) {
    const [mark, count] = cancellationCodes(error);
    if (mark === 'ConditionalCheckFailed') return (await getDoubt(doubt.id)).sameCount;
    if (count === 'ConditionalCheckFailed') throw new NotFound('doubt_not_found');
    throw error;
  }
  return (await getDoubt(doubt.id)).sameCount;
}
