import * as z from 'zod/mini';
import { optionalText, requiredText } from './schemas.js';

/** How many doubts one student may ask in one day (India's day): enough for honest use, not a flood. */
export const DOUBTS_PER_DAY = 20;
/** A photo of handwritten work: the usual phone formats, at most 5 MB. */
export const DOUBT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOUBT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest lecture a doubt can be pinned into (12 hours, in seconds). */
const LONGEST_LECTURE_SECONDS = 12 * 3600;

export const doubtImageUploadSchema = z.object({
  contentType: z.enum(DOUBT_IMAGE_TYPES, { error: 'The photo must be a JPEG, PNG or WebP image' }),
  size: z
    .number({ error: 'The photo size is required' })
    .check(
      z.refine(Number.isSafeInteger, 'The photo size must be whole bytes'),
      z.minimum(1, 'The photo file is empty'),
      z.maximum(DOUBT_IMAGE_MAX_BYTES, 'The photo must be at most 5 MB'),
    ),
});

/** The key the photo upload returned; the server checks it is the caller's own upload. */
const doubtImageKey = z.optional(
  z
    .string({ error: 'Upload the photo first' })
    .check(z.regex(/^media\/doubts\/[0-9A-Za-z]{1,64}\/[0-9A-Z]{26}\.(jpg|png|webp)$/, 'Upload the photo first')),
);

const doubtText = requiredText('Your doubt', 2000, true);

export const lectureDoubtSchema = z.object({
  text: doubtText,
  atSeconds: z
    .number({ error: 'The moment of the lecture is required' })
    .check(
      z.refine(Number.isFinite, 'The moment of the lecture must be a number'),
      z.minimum(0, 'The moment of the lecture cannot be negative'),
      z.maximum(LONGEST_LECTURE_SECONDS, 'The moment of the lecture is past its end'),
    ),
  imageKey: doubtImageKey,
});

export const questionDoubtSchema = z.object({ text: doubtText });

export const doubtAnswerSchema = z.object({ text: requiredText('The answer', 4000, true), imageKey: doubtImageKey });

/** `part`: the doubt itself (the default) or only its answer, which sends the doubt back to the queue. */
export const doubtHideSchema = z.object({
  reason: requiredText('The reason', 500),
  part: z.optional(z.enum(['doubt', 'answer'], { error: 'Hide the doubt or its answer' })),
});

export const doubtQueueQuerySchema = z.object({
  status: z.optional(z.enum(['open', 'answered'], { error: 'The status must be open or answered' })),
  courseId: optionalText('Course', 64),
});

export type DoubtStatus = 'open' | 'answered' | 'hidden';

/** A doubt as a student sees it: others' only when answered, never who asked; their own with its status. */
export interface Doubt {
  _id: string;
  place: 'lecture' | 'question';
  /** The lecture's course and the lecture; the moment of the video it is pinned to. */
  courseId?: string;
  videoId?: string;
  atSeconds?: number;
  /** The question's test and the question (its number in the attempt); the attempt only on the asker's own. */
  attemptId?: string;
  testId?: string;
  questionId?: string;
  questionNumber?: number;
  /** The lecture's or the test's title, as it was when the doubt was asked. */
  title: string;
  text: string;
  imageUrl?: string;
  status: DoubtStatus;
  createdAt: string;
  sameCount: number;
  mine: boolean;
  /** Whether the caller said "I have the same doubt" (not returned in the staff queue). */
  sameByMe?: boolean;
  answer?: { text: string; imageUrl?: string; answeredAt: string };
  /** Why staff hid it, shown to its asker only. */
  hiddenReason?: string;
}

/** A doubt in the staff queue: who asked (name only) and the course it belongs to. */
export interface StaffDoubt extends Omit<Doubt, 'mine' | 'sameByMe'> {
  askerName: string;
  courseTitle?: string;
  seriesId?: string;
  answer?: { text: string; imageUrl?: string; answeredAt: string; byName: string };
}
