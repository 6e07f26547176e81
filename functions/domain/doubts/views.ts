import type { Doubt, StaffDoubt } from '#shared/doubts.js';
import { playbackUrl } from '#lib/media-urls.js';
import type { DoubtRecord } from './doubt-records.js';

const signed = async (imageKey: string | undefined) => (imageKey ? { imageUrl: await playbackUrl(imageKey) } : {});

function placeFields(doubt: DoubtRecord) {
  return doubt.place === 'lecture'
    ? { courseId: doubt.courseId!, videoId: doubt.videoId!, atSeconds: doubt.atSeconds! }
    : { testId: doubt.testId!, questionId: doubt.questionId!, questionNumber: doubt.questionNumber! };
}

/** A doubt as a student sees it; who asked is never shown, a hidden doubt's reason only to its asker. */
export async function toStudentDoubt(doubt: DoubtRecord, viewerId: string, sameByMe = false): Promise<Doubt> {
  const mine = doubt.userId === viewerId;
  return {
    _id: doubt.id,
    place: doubt.place,
    ...placeFields(doubt),
    ...(mine && doubt.attemptId ? { attemptId: doubt.attemptId } : {}),
    title: doubt.title,
    text: doubt.text,
    ...(await signed(doubt.imageKey)),
    status: doubt.status,
    createdAt: doubt.createdAt,
    sameCount: doubt.sameCount,
    mine,
    ...(mine ? {} : { sameByMe }),
    ...(doubt.answer && doubt.status === 'answered'
      ? {
          answer: {
            text: doubt.answer.text,
            ...(await signed(doubt.answer.imageKey)),
            answeredAt: doubt.answer.answeredAt,
          },
        }
      : {}),
    ...(mine && doubt.hiding ? { hiddenReason: doubt.hiding.reason } : {}),
  };
}

/** A doubt as staff see it: the asker's name (nothing more of them) and the course or series. */
export async function toStaffDoubt(doubt: DoubtRecord): Promise<StaffDoubt> {
  return {
    _id: doubt.id,
    place: doubt.place,
    ...placeFields(doubt),
    ...(doubt.courseTitle ? { courseTitle: doubt.courseTitle } : {}),
    ...(doubt.seriesId ? { seriesId: doubt.seriesId } : {}),
    askerName: doubt.askerName,
    title: doubt.title,
    text: doubt.text,
    ...(await signed(doubt.imageKey)),
    status: doubt.status,
    createdAt: doubt.createdAt,
    sameCount: doubt.sameCount,
    ...(doubt.answer
      ? {
          answer: {
            text: doubt.answer.text,
            ...(await signed(doubt.answer.imageKey)),
            answeredAt: doubt.answer.answeredAt,
            byName: doubt.answer.byName,
          },
        }
      : {}),
    ...(doubt.hiding ? { hiddenReason: doubt.hiding.reason } : {}),
  };
}
