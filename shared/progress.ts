// Lecture progress: the request body of a progress save, the replies, and the one rule for "watched".
import * as z from 'zod/mini';

/** A lecture counts as watched once the student has reached this share of it. */
export const WATCHED_FRACTION = 0.9;

/** The longest lecture we accept progress for: 24 hours, in seconds. */
export const MAX_LECTURE_SECONDS = 24 * 60 * 60;

export const progressSchema = z
  .object({
    position: z
      .number({ error: 'Position is required' })
      .check(z.minimum(0, 'Position cannot be negative'), z.maximum(MAX_LECTURE_SECONDS, 'Position is too large')),
    duration: z
      .number({ error: 'Duration is required' })
      .check(z.positive('Duration must be more than zero'), z.maximum(MAX_LECTURE_SECONDS, 'Duration is too large')),
  })
  .check(
    z.refine((value) => value.position <= value.duration + 1, {
      error: 'Position cannot be past the end of the video',
      path: ['position'],
    }),
  );

export type ProgressInput = z.output<typeof progressSchema>;

export function isWatched(position: number, duration: number): boolean {
  return duration > 0 && position >= duration * WATCHED_FRACTION;
}

/** One lecture's saved progress for the signed-in student. */
export interface VideoProgress {
  videoId: string;
  /** Seconds into the lecture where the student stopped. */
  position: number;
  duration: number;
  /** Sticky: once reached 90%, stays watched even if the student rewatches the start. */
  watched: boolean;
  updatedAt: string;
}

/** A course's progress summary for the dashboard. */
export interface CourseProgress {
  courseId: string;
  /** Watched lectures (never more than `total`). */
  watched: number;
  /** The course's lecture count (its videoCount). */
  total: number;
  lastVideoId: string;
  lastPosition: number;
  updatedAt: string;
}
