import { videoEditSchema, type VideoEdit } from '../../../../../shared/schemas';
import type { CourseVideo } from '../../../../../shared/types';
import { fieldErrors, type FieldErrors } from '../../../lib/field-errors';

export interface VideoEditDraft {
  title: string;
  description: string;
}

export type VideoEditField = keyof VideoEditDraft;

export const draftFromVideo = (video: CourseVideo): VideoEditDraft => ({
  title: video.title,
  description: video.description,
});

/** Checked with the schema the server uses: the edit to send, or each field's problem. */
export function parseVideoEdit(
  draft: VideoEditDraft,
): { ok: true; edit: VideoEdit } | { ok: false; errors: FieldErrors<VideoEditField> } {
  const parsed = videoEditSchema.safeParse({ title: draft.title, description: draft.description });
  return parsed.success
    ? { ok: true, edit: parsed.data }
    : { ok: false, errors: fieldErrors<VideoEditField>(parsed.error.issues) };
}

/** `videos` with the one at `index` moved one place up (-1) or down (+1); the same list when it cannot move. */
export function moveVideo<T>(videos: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= videos.length || target < 0 || target >= videos.length) return [...videos];
  const moved = [...videos];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
